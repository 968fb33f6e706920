import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meQueryOptions } from '../features/session/api/get-me';
import { grantView } from '../test/grant-view';
import { clientWith } from '../test/query-cache';
import { Component as SubscriptionExpired } from './subscription-expired';

const render = (me: unknown) =>
  renderToString(
    <QueryClientProvider client={clientWith([{ queryKey: meQueryOptions.queryKey, data: me }])}>
      <MemoryRouter initialEntries={['/subscription-expired']}>
        <SubscriptionExpired />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const profile = { id: 'u1', email: 'maria@example.com', fullName: 'Maria Silva', role: 'user' };

// A signed-in member is never stranded on the renewal page (docs/product.md#plans-and-access).
describe('/subscription-expired header', () => {
  it('offers a signed-in member Voltar ao painel (to /dashboard) and Sair, not Voltar ao Login', () => {
    const html = render({
      profile,
      subscription: null,
      lastSubscription: grantView({ status: 'expired', endsInDays: -3 }),
    });
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>Voltar ao painel<\/a>/);
    expect(html).toMatch(/<button[^>]*>.*Sair<\/button>/);
    expect(html).not.toContain('Voltar ao Login');
  });

  it('keeps Voltar ao Login for a visitor', () => {
    const html = render({ profile: null, subscription: null });
    expect(html).toMatch(/<a [^>]*href="\/auth"[^>]*>Voltar ao Login<\/a>/);
    expect(html).not.toContain('Voltar ao painel');
  });
});
