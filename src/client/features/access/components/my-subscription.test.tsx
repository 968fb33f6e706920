import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../shared/format';
import type { PaymentPeriodView } from '../../../../shared/payments';
import type { SubscriptionView } from '../../../../shared/subscription-rules';
import { LOAD_ERROR } from '../../../components/query-state';
import { ApiError } from '../../../lib/api';
import { config } from '../../../lib/config';
import { grantView, inDays } from '../../../test/grant-view';
import { clientWith } from '../../../test/query-cache';
import { meQueryOptions } from '../../session/api/get-me';
import { myPaymentsQueryOptions } from '../api/get-my-payments';
import { mySubscriptionQueryOptions } from '../api/get-my-subscription';
import { MySubscription, nextStepText } from './my-subscription';

const period = (overrides: Partial<PaymentPeriodView> = {}): PaymentPeriodView => ({
  platform: 'hotmart',
  transactionId: 'HP1',
  plan: 'mensal',
  amount: 197,
  recurrence: 1,
  status: 'paid',
  paidAt: inDays(-40),
  startsAt: inDays(-40),
  endsAt: inDays(-10),
  ...overrides,
});

const ANA = {
  id: 'u1',
  email: 'ana@exemplo.com.br',
  fullName: 'Ana Souza',
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const render = (payments: { data?: unknown; error?: Error } | null, sub: SubscriptionView | null = null) =>
  renderToString(
    <QueryClientProvider
      client={clientWith([
        { queryKey: mySubscriptionQueryOptions.queryKey, data: { subscription: sub } },
        { queryKey: meQueryOptions.queryKey, data: { profile: ANA, subscription: sub } },
        ...(payments ? [{ queryKey: myPaymentsQueryOptions.queryKey, ...payments }] : []),
      ])}
    >
      <MemoryRouter>
        <MySubscription />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// "Minha assinatura" loads (a skeleton), fails (a retry, never "no payment"), is empty, or lists
// the periods with their status; the next date and the ways out follow the deciding grant.
describe('MySubscription', () => {
  it('loads as a skeleton under its heading', () => {
    const html = render(null);
    expect(html).toContain('Minha assinatura');
    expect(html).toContain('Carregando...');
    expect(html).toContain('animate-pulse');
  });

  it('a failed load is an error with a retry, never "no payment yet"', () => {
    const html = render({ error: new ApiError(0, 'sem rede') });
    expect(html).toContain(LOAD_ERROR);
    expect(html).toContain('Tentar novamente');
    expect(html).not.toContain('Nenhum pagamento registrado ainda.');
  });

  it('says when nothing was paid yet', () => {
    expect(render({ data: { payments: [] } })).toContain('Nenhum pagamento registrado ainda.');
  });

  it('lists each period with its date, platform, plan, amount in reais, status and span', () => {
    const refunded = period({ transactionId: 'HP1', status: 'refunded' });
    const paid = period({
      transactionId: 'HP2',
      platform: 'kiwify',
      plan: 'anual',
      amount: 1747,
      endsAt: null,
    });
    const html = render({
      data: { payments: [paid, refunded, period({ status: 'disputed', transactionId: 'HP3' })] },
    });
    for (const text of ['Pago', 'Reembolsado', 'Em disputa', 'Kiwify', 'Hotmart', 'Anual', 'Mensal'])
      expect(html).toContain(text);
    expect(html).toMatch(/R\$\s1\.747,00/);
    expect(html).toMatch(/R\$\s197,00/);
    expect(html).toContain(
      `de ${formatDate(refunded.startsAt ?? '')} a ${formatDate(refunded.endsAt ?? '')}`,
    );
    expect(html).toContain('sem data de fim');
    expect(html).toContain('o acesso continua até a decisão');
    // Newest first, as the server sends them.
    expect(html.indexOf('Kiwify')).toBeLessThan(html.indexOf('Reembolsado'));
  });

  it('offers the annual plan to a monthly member, how to cancel at the platform, and the refund window', () => {
    const html = render({ data: { payments: [] } }, grantView({ plan: 'mensal', source: 'hotmart' }));
    expect(html).toContain('Trocar para o Anual');
    // The checkout carries the member's e-mail: access follows it.
    expect(html).toContain(`${config.checkoutUrls.anual}?email=ana%40exemplo.com.br&amp;name=Ana+Souza`);
    expect(html).toContain('Use o mesmo e-mail da sua conta (ana@exemplo.com.br)');
    expect(html).toContain('Cancele em Minhas compras na Hotmart');
    expect(html).toContain('direito de arrependimento');
    const kiwify = render({ data: { payments: [] } }, grantView({ plan: 'anual', source: 'kiwify' }));
    expect(kiwify).toContain('Cancele pelo e-mail de compra da Kiwify');
    expect(kiwify).not.toContain('Trocar para o Anual');
    const cancelled = render(
      { data: { payments: [] } },
      grantView({ status: 'cancelled', source: 'hotmart' }),
    );
    expect(cancelled).not.toContain('Cancele em Minhas compras');
    expect(cancelled).not.toContain('Trocar para o Anual');
  });
});

describe('nextStepText', () => {
  const end = inDays(20);
  it.each([
    [
      'a platform subscription',
      grantView({ source: 'hotmart', expiresAt: end }),
      `Próxima cobrança em ${formatDate(end)}`,
    ],
    [
      'a cancelled one',
      grantView({ source: 'kiwify', status: 'cancelled', expiresAt: end }),
      `Acesso até ${formatDate(end)}`,
    ],
    ['a manual grant', grantView({ expiresAt: end }), `Acesso até ${formatDate(end)}`],
    [
      'a lifetime grant',
      grantView({ plan: 'vitalicio', source: 'hotmart', endsInDays: null }),
      'Acesso vitalício',
    ],
    ['a lapsed grant', grantView({ source: 'hotmart', status: 'refunded' }), null],
    ['an ended period', grantView({ source: 'hotmart', endsInDays: -1 }), null],
    ['no grant', null, null],
  ])('%s', (_, sub, text) => {
    expect(nextStepText(sub)).toBe(text);
  });
});
