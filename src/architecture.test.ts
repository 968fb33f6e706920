import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEdges } from '../test/architecture/import-graph';
import { findViolations } from '../test/architecture/import-rules';

const root = path.resolve(import.meta.dirname, '..');

describe('layout boundaries', () => {
  it('no import in src/ crosses a boundary', () => {
    const edges = importEdges(root);
    expect(edges.length).toBeGreaterThan(300);
    expect(findViolations(edges)).toEqual([]);
  });

  // Each rule must be able to fail: one wrong import per boundary, and one allowed neighbour.
  it.each([
    ['src/client/routes/x.tsx', 'src/server/app.ts'],
    ['src/client/features/a/b.ts', 'src/public-site/render-page.tsx'],
    ['src/public-site/landing/x.tsx', 'src/client/lib/config.ts'],
    ['src/ui/button.tsx', 'src/client/lib/theme.ts'],
    ['src/shared/format.ts', 'src/server/app.ts'],
    ['src/client/features/auth/api/x.ts', 'src/client/features/session/hooks/use-session.ts'],
    ['src/server/features/tools/x.routes.ts', 'src/server/features/session/data/get-session-by-token.ts'],
    ['src/server/platform/http/x.ts', 'src/server/features/session/viewer.ts'],
  ])('refuses %s → %s', (from, to) => {
    expect(findViolations([{ from, to, typeOnly: false }])).toHaveLength(1);
  });

  it.each([
    ['src/client/features/auth/api/sign-in.ts', 'src/client/features/session/api/get-me.ts'],
    ['src/server/features/profile/profile.routes.ts', 'src/server/features/session/access.ts'],
    ['src/server/features/session/data/x.ts', 'src/server/features/session/data/y.ts'],
    ['src/public-site/landing/x.tsx', 'src/ui/button.tsx'],
  ])('allows %s → %s', (from, to) => {
    expect(findViolations([{ from, to, typeOnly: false }])).toEqual([]);
  });

  it('lets the client import only the API route types from the server', () => {
    const edge = { from: 'src/client/lib/api.ts', to: 'src/server/app.ts' };
    expect(findViolations([{ ...edge, typeOnly: true }])).toEqual([]);
    expect(findViolations([{ ...edge, typeOnly: false }])).toHaveLength(1);
  });
});
