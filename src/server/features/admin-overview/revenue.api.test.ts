import { beforeAll, describe, expect, it } from 'vitest';
import { bodyAt } from '../../../../test/typed-body';
import { hotmartEvent, kiwifyOrder, transactionCode } from '../../../../test/webhook-payloads';
import { buyerEmail, webhookTestApp } from '../../../../test/webhook-requests';
import { dayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { AdminOverview } from '../../../shared/schemas/admin-overview';
import { createUser } from '../../seed/factories';

// The overview's revenue (docs/product.md#payments), on SQLite and PostgreSQL, from real deliveries
// through the real path (webhook → stored → payment worker → apply), each money movement counted
// once.

const { t, hotmart, kiwify, expectOutcome } = webhookTestApp();
let overview: AdminOverview;
let manualStart: Date;
const today = () => dayInSaoPaulo(new Date());

beforeAll(async () => {
  // A sale, its "complete" (the same payment) and a replay of the approval: one sale of R$ 1.747,00.
  const paid = hotmartEvent({ email: buyerEmail(), price: 1747 });
  await expectOutcome(await hotmart(paid), 'applied');
  const transaction = paid.data.purchase?.transaction;
  await expectOutcome(
    await hotmart(
      hotmartEvent({ email: buyerEmail(), event: 'PURCHASE_COMPLETE', transaction, price: 1747 }),
    ),
    'duplicate',
  );
  await expectOutcome(await hotmart(paid), 'duplicate');

  // A Kiwify order of R$ 197,00, then refunded (the refund states the amount again).
  const kiwifyBuyer = buyerEmail();
  const order = kiwifyOrder({ email: kiwifyBuyer, cents: 19700 });
  await expectOutcome(await kiwify(order), 'applied');
  const refund = kiwifyOrder({ email: kiwifyBuyer, event: 'order_refunded', orderId: order.order_id });
  await expectOutcome(await kiwify(refund), 'applied');
  await expectOutcome(await kiwify(refund), 'duplicate');

  // A Hotmart sale of R$ 1.000,00 charged back (its body without a price: the sale's amount).
  const disputed = transactionCode();
  await expectOutcome(
    await hotmart(hotmartEvent({ email: buyerEmail(), transaction: disputed, price: 1000 })),
    'applied',
  );
  await expectOutcome(
    await hotmart(
      hotmartEvent({ email: buyerEmail(), event: 'PURCHASE_CHARGEBACK', transaction: disputed, price: null }),
    ),
    'applied',
  );

  // A sale in dollars: counted, not summed.
  await expectOutcome(
    await hotmart(hotmartEvent({ email: buyerEmail(), price: 50, currency: 'USD' })),
    'applied',
  );

  // A manual grant moves no money.
  const manual = await createUser(t.deps, { subscription: 'active' });
  manualStart = manual.subscription?.started_at ?? new Date();

  const admin = await t.as('admin');
  overview = await bodyAt(await t.api(admin.cookie).admin.overview.$get(), 200);
}, 60_000);

describe('revenue from payments', () => {
  it('records each money movement once, whatever the replays', async () => {
    const rows = await t.db
      .selectFrom('revenue_movements')
      .select(['platform', 'kind', 'amount_cents', 'currency', 'plan', 'day'])
      .orderBy('amount_cents')
      .execute();
    expect(rows).toEqual([
      { platform: 'hotmart', kind: 'sale', amount_cents: 5000, currency: 'USD', plan: 'anual', day: today() },
      {
        platform: 'kiwify',
        kind: 'sale',
        amount_cents: 19700,
        currency: 'BRL',
        plan: 'mensal',
        day: today(),
      },
      {
        platform: 'kiwify',
        kind: 'refund',
        amount_cents: 19700,
        currency: 'BRL',
        plan: 'mensal',
        day: today(),
      },
      {
        platform: 'hotmart',
        kind: 'sale',
        amount_cents: 100000,
        currency: 'BRL',
        plan: 'anual',
        day: today(),
      },
      {
        platform: 'hotmart',
        kind: 'chargeback',
        amount_cents: 100000,
        currency: 'BRL',
        plan: 'anual',
        day: today(),
      },
      {
        platform: 'hotmart',
        kind: 'sale',
        amount_cents: 174700,
        currency: 'BRL',
        plan: 'anual',
        day: today(),
      },
    ]);
  });

  it('sums what was received in reais today, over 30 days and 12 months; another currency apart', () => {
    const { revenue } = overview;
    expect(revenue.perDay).toHaveLength(30);
    expect(revenue.perDay.at(-1)).toEqual({ day: today(), received: 2944, sales: 4 });
    expect(revenue.perDay.slice(0, -1).every((d) => d.received === 0 && d.sales === 0)).toBe(true);
    for (const period of [revenue.last30Days, revenue.last12Months]) {
      expect(period.received).toEqual({ count: 4, value: 2944 });
      expect(period.unsummed).toBe(1);
    }
  });

  it('gives refunds and chargebacks with their rates: value over received, count over sales', () => {
    const { last30Days } = overview.revenue;
    expect(last30Days.refunds).toEqual({ count: 1, value: 197, valueRate: 197 / 2944, countRate: 1 / 4 });
    expect(last30Days.chargebacks).toEqual({
      count: 1,
      value: 1000,
      valueRate: 1000 / 2944,
      countRate: 1 / 4,
    });
  });

  it('gives 12 months, the current one last, with new and churned members', () => {
    const { perMonth } = overview.revenue;
    expect(perMonth).toHaveLength(12);
    const month = today().slice(0, 7);
    const current = perMonth.at(-1);
    const manualThisMonth = dayInSaoPaulo(manualStart).startsWith(month) ? 1 : 0;
    expect(current).toEqual({
      month,
      received: 2944,
      sales: 4,
      refunds: { count: 1, value: 197 },
      chargebacks: { count: 1, value: 1000 },
      // Four buyers started their first grant now; the refunded and charged-back ones lost it.
      newMembers: 4 + manualThisMonth,
      churnedMembers: 2,
    });
    // The manual member's first grant started 30 days ago (the factory's default).
    const manualMonth = perMonth.find((m) => m.month === dayInSaoPaulo(manualStart).slice(0, 7));
    expect(manualMonth?.newMembers).toBeGreaterThanOrEqual(1);
  });

  it('no longer counts a churned member who came back', async () => {
    const admin = await t.as('admin');
    const refunded = await t.db
      .selectFrom('revenue_movements')
      .select('user_id')
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    const member = await t.db
      .selectFrom('profiles')
      .select('email')
      .where('id', '=', refunded.user_id ?? '')
      .executeTakeFirstOrThrow();
    await expectOutcome(await kiwify(kiwifyOrder({ email: member.email, cents: 9700 })), 'applied');
    const after = await bodyAt(await t.api(admin.cookie).admin.overview.$get(), 200);
    expect(after.revenue.perMonth.at(-1)).toMatchObject({ churnedMembers: 1, sales: 5, received: 3041 });
  });

  it('counts a member whose last grant the admin removed as churned now, not at its end', async () => {
    const admin = await t.as('admin');
    const churned = async () =>
      (await bodyAt(await t.api(admin.cookie).admin.overview.$get(), 200)).revenue.perMonth.at(-1)
        ?.churnedMembers;
    const member = await createUser(t.deps, { subscription: { plan: 'anual', expiresInDays: 200 } });
    const before = await churned();
    const removed = await t.api(admin.cookie).admin.users[':id'].subscription.$delete({
      param: { id: member.id },
    });
    expect(removed.status).toBe(200);
    expect(await churned()).toBe((before ?? 0) + 1);
  });
});
