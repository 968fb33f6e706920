import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt } from '../../../../test/typed-body';
import { DAY_MS } from '../../../shared/constants';
import { dayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { AdminOverview } from '../../../shared/schemas/admin-overview';
import { addSubscription, createUser } from '../../seed/factories';

// Issue 9 overview: active subscribers by plan, new members and subscriptions per day over 30
// days, what expires within 7 days, and the monthly recurring revenue (annual ÷ 12, lifetime apart).

let t: TestApp;
let overview: AdminOverview;
let soon: { id: string; email: string };
const now = Date.now();

// Seven accounts hashed on a shared, busy machine: more than the default 10 s at times.
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.as('admin');
  const person = () => createUser(t.deps);
  const [a, b, c, d, e, f] = await Promise.all([person(), person(), person(), person(), person(), person()]);
  if (!a || !b || !c || !d || !e || !f) throw new Error('people');
  soon = a;
  await addSubscription(t.deps, a.id, { plan: 'mensal', price: 197, expiresInDays: 3 });
  await addSubscription(t.deps, b.id, { plan: 'mensal', price: 97, expiresInDays: 20 });
  await addSubscription(t.deps, c.id, { plan: 'anual', price: 1200, expiresInDays: 8 });
  await addSubscription(t.deps, d.id, { plan: 'vitalicio', price: 2497, expiresInDays: 30_000 });
  // Not active: lapsed, cancelled, or active in name only (past expiry).
  await addSubscription(t.deps, e.id, { plan: 'anual', status: 'expired', price: 1747, expiresInDays: -2 });
  await addSubscription(t.deps, e.id, { plan: 'mensal', status: 'cancelled', price: 197, expiresInDays: 9 });
  await addSubscription(t.deps, f.id, { plan: 'mensal', status: 'active', price: 197, expiresInDays: -1 });
  // Everything above started 30 days ago (the factory's default); two started within the window.
  await t.db
    .updateTable('subscriptions')
    .set({ started_at: new Date(now - 2 * DAY_MS) })
    .where('user_id', 'in', [a.id, b.id])
    .execute();
  // One member who joined five days ago, one 40 days ago (outside the 30 days).
  for (const daysAgo of [5, 40])
    await t.db
      .insertInto('profiles')
      .values({
        id: randomUUID(),
        email: `antigo-${daysAgo}@exemplo.com.br`,
        full_name: null,
        email_verified: true,
        role: 'user',
        created_at: new Date(now - daysAgo * DAY_MS),
        updated_at: new Date(now),
      })
      .execute();
  overview = await bodyAt(await t.api(admin.cookie).admin.overview.$get(), 200);
}, 60_000);
afterAll(() => t.close());

it('counts active subscribers by plan (status active and not yet expired)', () => {
  expect(overview.activeByPlan).toEqual([
    { plan: 'mensal', count: 2 },
    { plan: 'anual', count: 1 },
    { plan: 'vitalicio', count: 1 },
  ]);
});

it('estimates the monthly recurring revenue: monthly prices + annual ÷ 12, lifetime shown apart', () => {
  expect(overview.monthlyRecurringRevenue).toBe(197 + 97 + 1200 / 12);
  expect(overview.lifetime).toEqual({ count: 1, revenue: 2497 });
});

it('gives 30 São Paulo days, oldest first, ending today, with new members and new subscriptions', () => {
  expect(overview.perDay).toHaveLength(30);
  expect(overview.perDay.at(-1)?.day).toBe(dayInSaoPaulo(new Date(now)));
  expect(overview.perDay[0]?.day).toBe(dayInSaoPaulo(new Date(now - 29 * DAY_MS)));
  const byDay = new Map(overview.perDay.map((d) => [d.day, d]));
  // The six people, the admin and the first-run admin joined today.
  expect(byDay.get(dayInSaoPaulo(new Date(now)))?.members).toBe(8);
  expect(byDay.get(dayInSaoPaulo(new Date(now - 5 * DAY_MS)))?.members).toBe(1);
  expect(byDay.get(dayInSaoPaulo(new Date(now - 2 * DAY_MS)))?.subscriptions).toBe(2);
  expect(overview.perDay.reduce((sum, d) => sum + d.members, 0)).toBe(9);
  expect(overview.perDay.reduce((sum, d) => sum + d.subscriptions, 0)).toBe(2);
});

it('lists what expires within 7 days, nearest first', () => {
  expect(overview.expiringSoon.total).toBe(1);
  expect(overview.expiringSoon.items).toEqual([
    {
      userId: soon.id,
      email: soon.email,
      fullName: 'Membro Teste',
      plan: 'mensal',
      expiresAt: expect.any(String),
    },
  ]);
});

it('keeps the per-plan totals exact through inserts, updates, bulk changes and deletes', async () => {
  const recount = () =>
    t.db
      .selectFrom('subscriptions')
      .select([
        'plan',
        'status',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('price').as('revenue'),
      ])
      .groupBy(['plan', 'status'])
      .execute();
  const kept = () => t.db.selectFrom('subscription_totals').selectAll().execute();
  const same = async () => {
    const actual = new Map(
      (await recount()).map((r) => [`${r.plan}/${r.status}`, [Number(r.n), Number(r.revenue)]]),
    );
    for (const row of await kept()) {
      const [n, revenue] = actual.get(`${row.plan}/${row.status}`) ?? [0, 0];
      expect([Number(row.n), Math.round(Number(row.revenue) * 100)], `${row.plan}/${row.status}`).toEqual([
        n,
        Math.round((revenue ?? 0) * 100),
      ]);
    }
  };
  await same();
  const person = await createUser(t.deps, { subscription: { plan: 'mensal', price: 29.9 } });
  await t.db
    .updateTable('subscriptions')
    .set({ plan: 'anual', price: 1747.35 })
    .where('user_id', '=', person.id)
    .execute();
  await t.db.updateTable('subscriptions').set({ status: 'cancelled' }).where('plan', '=', 'mensal').execute();
  await t.db.updateTable('subscriptions').set({ updated_at: new Date() }).execute();
  await same();
  // Sums pass what one price may hold (numeric(10, 2) on PostgreSQL).
  const rich = await createUser(t.deps);
  for (let i = 0; i < 3; i++)
    await addSubscription(t.deps, rich.id, { plan: 'vitalicio', price: 60_000_000 });
  await same();
  await t.db.deleteFrom('profiles').where('id', '=', person.id).execute();
  await t.db.deleteFrom('subscriptions').where('status', '=', 'expired').execute();
  await same();
});
