import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../../../../shared/subscription-rules';
import type { AccountFacts } from '../data/account-facts';
import { accountReply } from './account-questions';

const now = new Date('2026-11-26T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const grant = (over: Partial<SubscriptionView>): SubscriptionView => ({
  id: 'g1',
  plan: 'mensal',
  status: 'active',
  source: 'hotmart',
  price: 197,
  startedAt: new Date(now.getTime() - 20 * DAY).toISOString(),
  expiresAt: new Date(now.getTime() + 10 * DAY).toISOString(),
  ...over,
});
const facts = (over: Partial<AccountFacts>): AccountFacts => ({
  role: 'user',
  email: 'ana@exemplo.com.br',
  subscription: null,
  payments: [],
  signedInDevices: 1,
  openTickets: [],
  ...over,
});
const payment = (outcome: AccountFacts['payments'][number]['outcome'], unmappedProduct = false) => ({
  platform: 'kiwify' as const,
  outcome,
  receivedAt: new Date('2026-11-26T13:05:00Z'),
  unmappedProduct,
});

describe('account replies', () => {
  it.each([
    [
      'an active plan, with its end and the days left',
      grant({}),
      /\*\*Mensal\*\*, ativo até \*\*06\/12\/2026\*\* \(faltam 10 dias\)\.$/,
    ],
    [
      'a lifetime plan',
      grant({ plan: 'vitalicio', expiresAt: null }),
      /\*\*Vitalício\*\*: ativo e sem data de fim/,
    ],
    [
      'a plan ending soon, with the way to renew',
      grant({ expiresAt: new Date(now.getTime() + DAY).toISOString() }),
      /faltam 1 dia\)\. Para não perder o acesso, clique em \*\*Renovar\*\*/,
    ],
    [
      'a cancelled plan, with access to its end and the way to reactivate it',
      grant({ status: 'cancelled' }),
      /foi cancelado e não renova: o acesso continua até \*\*06\/12\/2026\*\* \(faltam 10 dias\)\. Para continuar depois disso, clique em \*\*Reativar\*\* no \*\*Dashboard\*\*/,
    ],
    [
      'an expired plan, since its end',
      grant({ status: 'expired', expiresAt: '2026-11-20T12:00:00Z' }),
      /\*\*Expirado\*\* desde 20\/11\/2026/,
    ],
    [
      'a refunded plan, without a misleading date',
      grant({ status: 'refunded' }),
      /\*\*Reembolsado\*\*: o acesso/,
    ],
  ])('words %s', (_, subscription, expected) => {
    expect(accountReply('plan', facts({ subscription }), { now, maxDevices: 3 }).text).toMatch(expected);
  });

  it('tells an admin they need no plan', () => {
    expect(accountReply('plan', facts({ role: 'admin' }), { now, maxDevices: 3 }).text).toMatch(
      /administrador/,
    );
  });

  it('tells a paying member whose access is on to reload, and opens no ticket', () => {
    const reply = accountReply('payment', facts({ subscription: grant({}) }), { now, maxDevices: 3 });
    expect(reply.text).toMatch(/^O seu acesso está liberado\..*recarregue a página/);
    expect(reply.openTicket).toBe(false);
  });

  it.each([
    [
      'applied, but the plan it gave has lapsed',
      payment('applied'),
      /foi \*\*aplicado\*\*, mas o plano/,
      false,
    ],
    ['an event that confirms no payment yet', payment('ignored'), /ainda não confirma o pagamento/, false],
    ['a product mapped to no plan', payment('ignored', true), /\*\*produto não mapeado\*\*/, true],
    ['a failure on our side', payment('failed'), /falha do nosso lado/, true],
  ])('reports a payment %s', (_, latest, expected, ticket) => {
    const reply = accountReply('payment', facts({ payments: [latest] }), { now, maxDevices: 3 });
    expect(reply.text).toContain('Recebemos o aviso de pagamento da Kiwify em 26/11/2026 às 10:05');
    expect(reply.text).toMatch(expected);
    expect(reply.openTicket).toBe(ticket);
  });
});
