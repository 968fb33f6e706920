import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../features/session/api/get-me';
import { answeredTicketCountQueryOptions } from '../features/support/api/my-tickets';
import { ApiError } from '../lib/api';
import { grantView } from '../test/grant-view';
import { clientWith } from '../test/query-cache';
import { Component as MemberLayout } from './member-layout';

const render = (me: { data?: unknown; error?: Error } | null, answeredTickets?: number) =>
  renderToString(
    <QueryClientProvider
      client={clientWith([
        ...(me ? [{ queryKey: meQueryOptions.queryKey, ...me }] : []),
        ...(answeredTickets === undefined
          ? []
          : [{ queryKey: answeredTicketCountQueryOptions.queryKey, data: { answered: answeredTickets } }]),
      ])}
    >
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

/** The sidebar's link whose label is `label`: its href and its whole markup. */
function navLink(html: string, label: string) {
  const links = html.match(/<a [^>]*>.*?<\/a>/g) ?? [];
  const link = links.find((a) => a.replace(/<[^>]+>/g, '|').includes(`|${label}|`));
  return link ? { href: link.match(/href="([^"]*)"/)?.[1], html: link } : undefined;
}

// No dead ends (docs/product.md#member-area): what the plan does not open says so and leads to renewal.
describe('member layout sidebar', () => {
  beforeAll(() => vi.stubGlobal('document', { documentElement: { classList: { contains: () => false } } }));
  afterAll(() => vi.unstubAllGlobals());
  const profile = { id: 'u1', email: 'maria@example.com', fullName: 'Maria Silva', role: 'user' };

  it('locks Ferramentas, Biblioteca and Afiliação for a member without a plan, leading to the renewal page', () => {
    const html = render({ data: { profile, subscription: null } });
    for (const label of ['Ferramentas', 'Biblioteca', 'Afiliação']) {
      const link = navLink(html, label);
      expect(link?.href).toBe('/subscription-expired');
      expect(link?.html).toContain('Requer plano ativo');
      expect(link?.html).toContain('data-testid="nav-lock"');
    }
    expect(navLink(html, 'Configurações')?.href).toBe('/configuracoes');
  });

  it('opens them for a subscriber, with no lock', () => {
    const html = render({ data: { profile, subscription: grantView() } });
    expect(navLink(html, 'Ferramentas')?.href).toBe('/conectar');
    expect(html).not.toContain('nav-lock');
  });

  it('lists Tutorial, Treinamentos and Suporte under Ajuda, with the count of answered tickets', () => {
    const html = render({ data: { profile, subscription: null } }, 2);
    expect(navLink(html, 'Tutorial')?.href).toBe('/tutorial');
    expect(navLink(html, 'Treinamentos')?.href).toBe('/treinamentos');
    const support = navLink(html, 'Suporte');
    expect(support?.href).toBe('/suporte');
    expect(support?.html).toMatch(/data-testid="nav-count"[^>]*>2<span class="sr-only"> <!-- -->respondidos/);
    expect(html.indexOf('>Ajuda<')).toBeGreaterThan(html.indexOf('Afiliação'));
  });
});
