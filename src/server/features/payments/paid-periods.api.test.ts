import { beforeAll, describe, expect, it } from 'vitest';
import { paidPeriodScenarios } from '../../../../test/paid-period-scenarios';
import {
  HOTMART_PRODUCT,
  hotmartEvent,
  hotmartSample,
  subscriptionCode,
  transactionCode,
} from '../../../../test/webhook-payloads';
import { buyerEmail, webhookTestApp } from '../../../../test/webhook-requests';
import { DAY_MS } from '../../../shared/constants';
import { endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';

// API part (SQLite and PostgreSQL): each payment is a period of its grant
// (docs/decisions/027-paid-periods.md), replayed with Hotmart's published samples
// (test/fixtures/payments/README.md): a refund takes back only its own period, a dispute marks it
// and access goes on, a plan switch and a charge-date change apply from then on, a cancellation
// never cuts before the end paid, and a renewal is the buyer's own grant within its product.

const { t, expectOutcome, hotmart, subscriptionsOf, mapHotmartOffer } = webhookTestApp();

beforeAll(async () => {
  // SWITCH_PLAN's sample moves the subscription to its offer py01ycdp: the monthly plan here.
  await mapHotmartOffer('py01ycdp', 'mensal');
});

const { subscriber, refund, protest, complete } = paidPeriodScenarios({
  t,
  hotmart,
  expectOutcome,
  subscriptionsOf,
});

describe('each payment is a period of its grant', () => {
  it('recurrence 1 → 2 → refund of 1: access to the end of 2, recurrence 1 listed as refunded', async () => {
    const s = await subscriber(2);
    const [first, second] = s.transactions;
    const paidEnd = (await s.grant()).expires_at;
    const detail = await expectOutcome(await refund(s.email, first ?? ''), 'applied');
    expect(detail.detail).toMatch(/^Período desta compra retirado \(PURCHASE_REFUNDED\); .* até /);
    expect(await s.grant()).toMatchObject({ status: 'active', expires_at: paidEnd });
    const payments = await s.payments();
    expect(payments.map((p) => [p.transactionId, p.status, p.recurrence, p.plan])).toEqual(
      expect.arrayContaining([
        [first, 'refunded', 1, 'anual'],
        [second, 'paid', 2, 'anual'],
      ]),
    );
    expect(payments.find((p) => p.transactionId === second)).toMatchObject({
      amount: 1747,
      platform: 'hotmart',
      endsAt: paidEnd?.toISOString(),
    });
  });

  it('a refund of the latest period ends access at the end of the one before', async () => {
    const s = await subscriber(2);
    const [first, second] = s.transactions;
    const firstEnd = (await s.payments()).find((p) => p.transactionId === first)?.endsAt;
    await expectOutcome(await refund(s.email, second ?? ''), 'applied');
    expect((await s.grant()).expires_at?.toISOString()).toBe(firstEnd);
    expect((await s.grant()).status).toBe('active');
  });

  it('a refund of the only period ends the grant at once', async () => {
    const s = await subscriber(1);
    await expectOutcome(await refund(s.email, s.transactions[0] ?? ''), 'applied');
    expect((await s.grant()).status).toBe('refunded');
  });
});

describe('a dispute (PURCHASE_PROTEST, published sample)', () => {
  it('marks the period Em disputa and keeps access; a completion clears it', async () => {
    const s = await subscriber(1);
    const before = await s.grant();
    const disputed = await expectOutcome(await protest(s), 'applied');
    expect(disputed.detail).toMatch(/^Pagamento em disputa: o acesso continua/);
    expect(await s.grant()).toMatchObject({ status: 'active', expires_at: before.expires_at });
    expect((await s.payments())[0]).toMatchObject({ status: 'disputed' });
    // A second protest changes nothing.
    await expectOutcome(await protest(s), 'duplicate');

    const settled = await expectOutcome(await complete(s), 'applied');
    expect(settled.detail).toBe('Disputa encerrada: o pagamento foi mantido e o acesso continua.');
    expect((await s.payments())[0]).toMatchObject({ status: 'paid' });
    expect(await s.grant()).toMatchObject({ status: 'active', expires_at: before.expires_at });
  });

  it('a refund after it ends access', async () => {
    const s = await subscriber(1);
    await expectOutcome(await protest(s), 'applied');
    await expectOutcome(await refund(s.email, s.transactions[0] ?? ''), 'applied');
    expect((await s.grant()).status).toBe('refunded');
    expect((await s.payments())[0]).toMatchObject({ status: 'refunded' });
  });

  it('before any approval marks nothing, and the approval then grants', async () => {
    const email = buyerEmail();
    const s = { email, subscriberCode: subscriptionCode(), transactions: [transactionCode()] };
    const early = await expectOutcome(await protest(s), 'ignored');
    expect(early.detail).toMatch(/^Sem assinatura correspondente: disputa recebida antes da aprovação/);
    await expectOutcome(
      await hotmart(
        hotmartEvent({ email, subscriberCode: s.subscriberCode, transaction: s.transactions[0] }),
      ),
      'applied',
    );
    expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ status: 'active' })]);
  });
});

describe('subscription events (published samples)', () => {
  it('SWITCH_PLAN moves the subscription to the plan of its new offer; the paid end stays', async () => {
    const s = await subscriber(1);
    const before = await s.grant();
    const switched = await expectOutcome(
      await hotmart(
        hotmartSample('hotmart-switch-plan.json', { email: s.email, subscriberCode: s.subscriberCode }),
      ),
      'applied',
    );
    expect(switched.detail).toMatch(/^Plano trocado para Mensal/);
    expect(await s.grant()).toMatchObject({
      plan: 'mensal',
      status: 'active',
      expires_at: before.expires_at,
    });
  });

  it('UPDATE_SUBSCRIPTION_CHARGE_DATE as published (a past date) changes nothing; a future one moves the end', async () => {
    const s = await subscriber(1);
    const before = await s.grant();
    const sample = (dateNextCharge?: string) =>
      hotmartSample('hotmart-update-subscription-charge-date.json', {
        email: s.email,
        subscriberCode: s.subscriberCode,
        dateNextCharge,
      });
    const past = await expectOutcome(await hotmart(sample()), 'ignored');
    expect(past.detail).toBe('Nova data de cobrança (01/09/2022) já passou: o acesso não muda.');
    expect((await s.grant()).expires_at).toEqual(before.expires_at);

    const day = new Date(Date.now() + 40 * DAY_MS).toISOString().slice(0, 10);
    await expectOutcome(await hotmart(sample(`${day}T12:00:00.000Z`)), 'applied');
    expect((await s.grant()).expires_at).toEqual(endOfDayInSaoPaulo(day));
    expect((await s.payments())[0]?.endsAt).toBe(endOfDayInSaoPaulo(day).toISOString());
  });

  it('SUBSCRIPTION_CANCELLATION as published (token in the body, a next charge in 2021) keeps the end paid', async () => {
    const s = await subscriber(1);
    const before = await s.grant();
    const cancellation = hotmartSample('hotmart-subscription-cancellation.json', {
      email: s.email,
      subscriberCode: s.subscriberCode,
    });
    await expectOutcome(await hotmart(cancellation, null), 'applied');
    expect(await s.grant()).toMatchObject({ status: 'cancelled', expires_at: before.expires_at });
    expect(before.expires_at?.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('a renewal is the buyer’s own grant, within its product', () => {
  it('another buyer paying with the same subscriber code gets their own grant; the first is untouched', async () => {
    const s = await subscriber(1);
    const before = await s.grant();
    const other = buyerEmail();
    await expectOutcome(
      await hotmart(hotmartEvent({ email: other, subscriberCode: s.subscriberCode })),
      'applied',
    );
    expect(await s.grant()).toEqual(before);
    expect(await subscriptionsOf(other)).toEqual([
      expect.objectContaining({
        reference: s.subscriberCode,
        status: 'active',
        product: String(HOTMART_PRODUCT),
      }),
    ]);
  });

  it('the same subscriber code in another product is another grant', async () => {
    await t.db
      .insertInto('product_plans')
      .values({ platform: 'hotmart', product_id: '999001', plan: 'mensal', updated_by: 'teste' })
      .execute();
    const s = await subscriber(1);
    await expectOutcome(
      await hotmart(hotmartEvent({ email: s.email, subscriberCode: s.subscriberCode, productId: 999001 })),
      'applied',
    );
    const grants = await subscriptionsOf(s.email);
    expect(grants.map((g) => [g.product, g.plan]).sort()).toEqual([
      [String(HOTMART_PRODUCT), 'anual'],
      ['999001', 'mensal'],
    ]);
  });
});
