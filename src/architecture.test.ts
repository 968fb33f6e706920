import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESS_MODULE, findGrantTableUses } from '../test/architecture/grant-tables';
import { findCycles } from '../test/architecture/import-cycles';
import { importEdges } from '../test/architecture/import-graph';
import { findViolations, type ImportEdge } from '../test/architecture/import-rules';

const root = path.resolve(import.meta.dirname, '..');
const edge = (from: string, to: string): ImportEdge => ({ from, to, typeOnly: false });

describe('layout boundaries', () => {
  it('no import in src/ crosses a boundary or closes a cycle', () => {
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
    ['src/server/platform/http/x.ts', 'src/server/features/session/index.ts'],
    ['src/server/main.ts', 'src/server/features/landing/data/list-landing-tools.ts'],
    ['src/server/deps.ts', 'src/server/features/payments/data/product-plans.ts'],
    ['src/server/seed/sample-support.ts', 'src/server/features/support/data/chat-messages.ts'],
    ['src/server/features/payments/x.ts', 'src/server/features/access/change-subscription.ts'],
    ['src/server/deps.ts', 'src/server/features/support/support.routes.ts'],
    ['src/server/access-matrix.api.test.ts', 'src/server/features/session/viewer.ts'],
    ['src/server/platform/db/migrations/0005-content.ts', 'src/server/platform/db/text-search.ts'],
    [
      'src/server/platform/db/migrations/0014-x.ts',
      'src/server/platform/db/migrations/0007-support/articles.ts',
    ],
    ['src/server/platform/db/migrations/frozen/x.ts', 'src/server/platform/db/connection.ts'],
  ])('refuses %s → %s', (from, to) => {
    expect(findViolations([edge(from, to)])).toHaveLength(1);
  });

  it.each([
    ['src/client/features/auth/api/sign-in.ts', 'src/client/features/session/api/get-me.ts'],
    ['src/server/features/profile/profile.routes.ts', 'src/server/features/session/index.ts'],
    ['src/server/app.ts', 'src/server/features/support/support.routes.ts'],
    ['src/server/features/session/data/x.ts', 'src/server/features/session/data/y.ts'],
    ['src/public-site/landing/x.tsx', 'src/ui/button.tsx'],
    ['src/server/main.ts', 'src/server/features/landing/index.ts'],
    ['src/server/platform/db/migrations/0005-content.ts', 'src/server/platform/db/migrations/frozen/x.ts'],
    [
      'src/server/platform/db/migrations/0007-support/index.ts',
      'src/server/platform/db/migrations/0007-support/articles.ts',
    ],
    ['src/server/platform/db/migrations/index.ts', 'src/server/platform/db/migrations/0007-support/index.ts'],
  ])('allows %s → %s', (from, to) => {
    expect(findViolations([edge(from, to)])).toEqual([]);
  });

  it('lets the client import only the API route types from the server', () => {
    const types = { from: 'src/client/lib/api.ts', to: 'src/server/app.ts' };
    expect(findViolations([{ ...types, typeOnly: true }])).toEqual([]);
    expect(findViolations([{ ...types, typeOnly: false }])).toHaveLength(1);
  });

  it('refuses an import the graph cannot place (a path alias)', () => {
    const alias = { ...edge('src/client/routes/x.tsx', '@/server/app'), unresolved: true };
    expect(findViolations([alias])).toHaveLength(1);
  });

  it('refuses an import cycle, and lets types name each other', () => {
    const [a, b, c] = ['src/server/a.ts', 'src/server/b.ts', 'src/server/c.ts'];
    expect(findCycles([edge(a, b), edge(b, c), edge(c, a), edge(a, c)])).toEqual([[a, c, a]]);
    expect(findViolations([edge(a, b), edge(b, a)])).toEqual([`${a} → ${b} → ${a}: an import cycle`]);
    expect(findViolations([edge(a, a)])).toHaveLength(1);
    expect(findViolations([edge(a, b), { ...edge(b, a), typeOnly: true }])).toEqual([]);
  });
});

describe('grants are read and written by the access module alone', () => {
  const serverFiles = () =>
    readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => {
        const file = `src/server/${name.split(path.sep).join('/')}`;
        return { path: file, text: readFileSync(path.join(root, file), 'utf8') };
      });

  it('no file under src/server outside it reads, inserts, updates or deletes a grant', () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(300);
    // The rule sees the module's own writes (else it would pass by seeing nothing).
    const own = files.filter((file) => file.path.startsWith(ACCESS_MODULE));
    expect(findGrantTableUses(own.map((file) => ({ ...file, path: 'src/server/elsewhere.ts' })))).not.toEqual(
      [],
    );
    expect(findGrantTableUses(files)).toEqual([]);
  });

  // Each way of reading and writing must be caught; the allowed places and comments must not be.
  it.each([
    "db.selectFrom('subscriptions').selectAll()",
    "db.selectFrom('profiles').leftJoin('subscriptions as s', 's.id', 'profiles.grant_id')",
    'sql`select * from subscriptions where updated_at > ?`',
    'sql`select p.id from profiles p join "subscriptions" s on s.id = p.grant_id`',
    "await trx.deleteFrom('subscriptions').where('user_id', '=', id).execute();",
    'db.insertInto("subscriptions").values(row)',
    "db.updateTable('subscriptions as s').set({ status: 'ended' })",
    'await sql`update subscriptions set status = ?`.execute(db);',
    'await sql`DELETE FROM "subscriptions" WHERE user_id = ?`.execute(db);',
    'db.executeQuery(sql`insert into subscriptions (id) values (?)`.compile(db))',
  ])('refuses %s outside the access module', (line) => {
    const file = { path: 'src/server/features/admin-users/data/x.ts', text: `const a = 1;\n${line}\n` };
    expect(findGrantTableUses([file])).toEqual([
      expect.stringMatching(/^src\/server\/features\/admin-users\/data\/x\.ts:2: /),
    ]);
  });

  it.each([
    ['src/server/features/admin-users/data/x.ts', "db.deleteFrom('subscriptions_archive')"],
    ['src/server/features/admin-users/data/x.ts', "db.selectFrom('subscriptions_archive').selectAll()"],
    [
      'src/server/features/admin-users/data/x.ts',
      '// the profile goes after: delete from subscriptions first',
    ],
    ['src/server/features/admin-users/data/x.ts', "/* then updateTable('subscriptions') runs */"],
    [`${ACCESS_MODULE}data/grants.ts`, "db.deleteFrom('subscriptions')"],
    ['src/server/platform/db/migrations/0040-x.ts', 'sql`update subscriptions set plan = ?`'],
    ['src/server/seed/factories.ts', "db.insertInto('subscriptions').values(row)"],
    ['src/server/features/admin-users/x.api.test.ts', "t.db.updateTable('subscriptions').set(row)"],
  ])('allows %s: %s', (file, line) => {
    expect(findGrantTableUses([{ path: file, text: line }])).toEqual([]);
  });
});

describe('the import graph', () => {
  // A small tree on disk: the graph resolves folders and marks what is neither relative nor a package.
  it('follows relative imports, skips packages and marks path aliases unresolved', () => {
    const fixture = mkdtempSync(path.join(tmpdir(), 'hub-import-graph-'));
    try {
      mkdirSync(path.join(fixture, 'node_modules', '@scope', 'kit'), { recursive: true });
      mkdirSync(path.join(fixture, 'src', 'lib'), { recursive: true });
      writeFileSync(path.join(fixture, 'src', 'lib', 'index.ts'), 'export const x = 1;\n');
      writeFileSync(
        path.join(fixture, 'src', 'main.ts'),
        [
          "import { readFileSync } from 'node:fs';",
          "import { kit } from '@scope/kit/part';",
          "import { x } from './lib';",
          "import type { App } from '@/server/app';",
          "const later = import('./lib/index.ts');",
        ].join('\n'),
      );
      expect(importEdges(fixture)).toEqual([
        { from: 'src/main.ts', to: 'src/lib/index.ts', typeOnly: false },
        { from: 'src/main.ts', to: '@/server/app', typeOnly: true, unresolved: true },
        { from: 'src/main.ts', to: 'src/lib/index.ts', typeOnly: false },
      ]);
    } finally {
      rmSync(fixture, { recursive: true, force: true });
    }
  });
});
