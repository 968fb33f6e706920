import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt } from '../../../../test/typed-body';
import { DAY_MS } from '../../../shared/constants';
import { dayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { AdminOverview } from '../../../shared/schemas/admin-overview';
import { addSubscription, createUser } from '../../seed/factories';

// The /admin overview (docs/product.md#admin-console): subscribers by plan, new members and
// subscriptions per day over 30 days, what expires within 7 days. Members are counted by their
// deciding grant (two grants, one member), a lifetime grant never expires. Revenue from payments:
// revenue.api.test.ts.

let t: TestApp;
let overview: AdminOverview;
let soon: { id: string; email: string };
const now = Date.now();

// Seven accounts hashed on a shared, busy machine: more than the default 10 s at times.
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.as('admin');
  const person = () => createUser(t.deps);
  const [a, b, c, d, e, f, g] = await Promise.all([
    person(),
    person(),
    person(),
    person(),
    person(),
    person(),
    person(),
  ]);
  if (!a || !b || !c || !d || !e || !f || !g) throw new Error('people');
  soon = a;
  await addSubscription(t.deps, a.id, { plan: 'mensal', price: 197, expiresInDays: 3 });
  await addSubscription(t.deps, b.id, { plan: 'mensal', price: 97, expiresInDays: 20 });
  await addSubscription(t.deps, c.id, { plan: 'anual', price: 1200, expiresInDays: 8 });
  await addSubscription(t.deps, d.id, { plan: 'vitalicio', price: 2497 });
  // A lapsed grant, then one cancelled at the end of its period: access for 9 more days.
  await addSubscription(t.deps, e.id, { plan: 'anual', status: 'expired', price: 1747, expiresInDays: -2 });
  await addSubscription(t.deps, e.id, { plan: 'mensal', status: 'cancelled', price: 197, expiresInDays: 9 });
  // Active in name only: its end passed before the expiry job marked it.
  await addSubscription(t.deps, f.id, { plan: 'mensal', status: 'active', price: 197, expiresInDays: -1 });
  // Two grants giving access: one member, counted once, by the one lasting longer.
  await addSubscription(t.deps, g.id, { plan: 'mensal', price: 197, expiresInDays: 5 });
  await addSubscription(t.deps, g.id, { plan: 'anual', price: 1747, expiresInDays: 200 });
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

it('counts members with access by their deciding grant’s plan: each member once, lapsed ones not', () => {
  expect(overview.activeByPlan).toEqual([
    { plan: 'mensal', count: 3 },
    { plan: 'anual', count: 2 },
    { plan: 'vitalicio', count: 1 },
  ]);
});

it('takes no figure from the typed plan prices: grants without payments received nothing', async () => {
  // Revenue is what the payments moved (revenue.api.test.ts); these grants are manual.
  expect(overview.revenue.last30Days.received).toEqual({ count: 0, value: 0 });
  expect(overview.revenue.last12Months.received).toEqual({ count: 0, value: 0 });
  const admin = await t.as('admin');
  const put = (plan: 'anual' | 'vitalicio', price: number, months: number | null) =>
    t.api(admin.cookie).admin['plan-prices'][':plan'].$put({ param: { plan }, json: { price, months } });
  expect((await put('anual', 1200, 6)).status).toBe(200);
  expect((await put('vitalicio', 3000, null)).status).toBe(200);
  const repriced = await bodyAt(await t.api(admin.cookie).admin.overview.$get(), 200);
  expect(repriced.revenue).toEqual(overview.revenue);
});

it('gives 30 São Paulo days, oldest first, ending today, with new members and new subscriptions', () => {
  expect(overview.perDay).toHaveLength(30);
  expect(overview.perDay.at(-1)?.day).toBe(dayInSaoPaulo(new Date(now)));
  expect(overview.perDay[0]?.day).toBe(dayInSaoPaulo(new Date(now - 29 * DAY_MS)));
  const byDay = new Map(overview.perDay.map((d) => [d.day, d]));
  // The seven people, the admin and the first-run admin joined today.
  expect(byDay.get(dayInSaoPaulo(new Date(now)))?.members).toBe(9);
  expect(byDay.get(dayInSaoPaulo(new Date(now - 5 * DAY_MS)))?.members).toBe(1);
  expect(byDay.get(dayInSaoPaulo(new Date(now - 2 * DAY_MS)))?.subscriptions).toBe(2);
  expect(overview.perDay.reduce((sum, d) => sum + d.members, 0)).toBe(10);
  expect(overview.perDay.reduce((sum, d) => sum + d.subscriptions, 0)).toBe(2);
});

it('lists members whose access ends within 7 days: not a lifetime grant, nor one a longer grant outlives', () => {
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

it('keeps the members per status and plan exact through grant changes, bulk updates and deletes', async () => {
  const same = async () => {
    const rows = await t.db
      .selectFrom('profiles')
      .select(['access_status', 'access_plan', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['access_status', 'access_plan'])
      .execute();
    const actual = new Map(rows.map((r) => [`${r.access_status}/${r.access_plan ?? '-'}`, Number(r.n)]));
    const kept = await t.db.selectFrom('access_totals').selectAll().execute();
    for (const row of kept)
      expect(Number(row.n), `${row.access_status}/${row.plan}`).toBe(
        actual.get(`${row.access_status}/${row.plan}`) ?? 0,
      );
    expect([...actual.values()].reduce((a, b) => a + b, 0)).toBe(
      kept.reduce((sum, row) => sum + Number(row.n), 0),
    );
  };
  await same();
  const person = await createUser(t.deps, { subscription: { plan: 'mensal', price: 29.9 } });
  await addSubscription(t.deps, person.id, { plan: 'vitalicio' });
  // The expiry job's kind of change: many members at once.
  await t.db
    .updateTable('profiles')
    .set({ access_status: 'expired' })
    .where('access_status', '=', 'active')
    .where('access_ends_at', '<=', new Date())
    .execute();
  await same();
  await t.db.deleteFrom('profiles').where('id', '=', person.id).execute();
  await same();
});
