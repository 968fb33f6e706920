import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../features/session/api/get-me';
import { ApiError } from '../lib/api';
import { clientWith } from '../test/query-cache';
import { Component as MemberLayout } from './member-layout';

const render = (me: { data?: unknown; error?: Error } | null) =>
  renderToString(
    <QueryClientProvider client={clientWith(me ? [{ queryKey: meQueryOptions.queryKey, ...me }] : [])}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <MemberLayout />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The top bar's name slot, as rendered. */
const nameSlot = (html: string) => html.match(/<span[^>]*data-testid="user-name"[^>]*>([^<]*)<\/span>/)?.[1];

// The top bar reads Carregando... only while /api/me is on its way.
describe('member layout top bar', () => {
  // The theme toggle reads the page's theme class; no DOM here, so a light page.
  beforeAll(() => vi.stubGlobal('document', { documentElement: { classList: { contains: () => false } } }));
  afterAll(() => vi.unstubAllGlobals());

  it('reads Carregando... while the session loads', () => {
    expect(nameSlot(render(null))).toBe('Carregando...');
  });

  it('shows no Carregando... when /api/me failed (the page offers the retry)', () => {
    const html = render({ error: new ApiError(500, 'Erro interno do servidor') });
    expect(html).not.toContain('Carregando...');
  });

  it("shows the member's name once signed in", () => {
    const profile = { id: 'u1', email: 'maria@example.com', fullName: 'Maria Silva', role: 'user' };
    expect(nameSlot(render({ data: { profile, subscription: null } }))).toBe('Maria Silva');
  });
});
