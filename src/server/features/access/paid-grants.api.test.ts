import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DAY_MS } from '../../../shared/constants';
import { addMonths, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import { inTransaction } from '../../platform/db/transaction';
import { createUser } from '../../seed/factories';
import { findMemberSubscriptionGrant, getMemberGrant } from './data/grants';
import { planTerms } from './data/plan-prices';
import { afterRefund, cancelGrantRenewal, grantPaidPeriod, refundPeriod } from './paid-grants';

// A payment touches only the grant it names (the buyer's grant of the platform's reference:
// docs/decisions/016-access-as-grants.md), and buys a period of it (docs/decisions/027-paid-periods.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const webhook = { id: null, label: 'Webhook Hotmart' };
const now = new Date();
const endAfterMonths = (from: Date, months: number) =>
  endOfDayInSaoPaulo(addMonths(dayInSaoPaulo(from), months));
const grantsOf = (userId: string) =>
  t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('started_at').execute();
const auditOf = (userId: string) =>
  t.db
    .selectFrom('audit_events')
    .selectAll()
    .where('target_user_id', '=', userId)
    .orderBy('created_at')
    .execute();
type PayOptions = Partial<
  Pick<Parameters<typeof grantPaidPeriod>[0], 'plan' | 'price' | 'source' | 'reference' | 'periodEnd' | 'db'>
>;
/** A payment of `userId` (an existing member), renewing their grant of the reference if they have one. */
async function pay(userId: string, over: PayOptions = {}) {
  const { db = t.db, plan = 'mensal', source = 'hotmart', reference = `sub-${Math.random()}` } = over;
  const member = await db
    .selectFrom('profiles')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const renewing = await findMemberSubscriptionGrant({ db, source, reference, product: null, userId });
  return grantPaidPeriod({
    db,
    actor: webhook,
    member: { ...member, created: false },
    renewing: renewing ?? null,
    plan,
    terms: await planTerms(db, plan),
    price: over.price === undefined ? 197 : over.price,
    source,
    reference,
    product: null,
    periodEnd: over.periodEnd ?? null,
    now,
  });
}

describe('grantPaidPeriod', () => {
  it('adds a grant with its source and reference, ending at the end of a São Paulo day', async () => {
    const person = await createUser(t.deps);
    const { grant, renewed } = await pay(person.id, { reference: 'HP-1' });
    expect(renewed).toBe(false);
    expect(grant).toMatchObject({ plan: 'mensal', status: 'active', source: 'hotmart', reference: 'HP-1' });
    expect(grant.expires_at).toEqual(endAfterMonths(now, 1));
    expect(await auditOf(person.id)).toEqual([
      expect.objectContaining({
        action: 'subscription.granted',
        actor_id: null,
        actor_label: 'Webhook Hotmart',
      }),
    ]);
    expect(await getMemberGrant({ db: t.db, userId: person.id })).toMatchObject({ id: grant.id });
  });

  it('gives the lifetime plan no end, never a far date', async () => {
    const person = await createUser(t.deps);
    const { grant } = await pay(person.id, {
      plan: 'vitalicio',
      price: 2497,
      periodEnd: new Date('2031-01-01'),
    });
    expect(grant.expires_at).toBeNull();
  });

  it('renews the grant of the same reference from its end: one row, no paid day lost', async () => {
    const person = await createUser(t.deps, {
      subscription: { plan: 'anual', expiresInDays: 10, source: 'hotmart', reference: 'SUB-ANUAL' },
    });
    const { grant, renewed } = await pay(person.id, { plan: 'anual', price: 1700, reference: 'SUB-ANUAL' });
    expect(renewed).toBe(true);
    expect(grant.id).toBe(person.subscription?.id);
    const currentEnd = person.subscription?.expires_at ?? now;
    expect(grant.expires_at).toEqual(endAfterMonths(currentEnd, 12));
    expect(grant.price).toBe(1700);
    expect(await grantsOf(person.id)).toHaveLength(1);
    expect((await auditOf(person.id)).map((a) => a.action)).toEqual(['subscription.renewed']);
  });

  it("never renews another member's grant of the same reference: the buyer gets their own", async () => {
    const owner = await createUser(t.deps, {
      subscription: { expiresInDays: 5, source: 'kiwify', reference: 'K-OWNED' },
    });
    const other = await createUser(t.deps);
    const { grant, renewed } = await pay(other.id, { source: 'kiwify', reference: 'K-OWNED' });
    expect(renewed).toBe(false);
    expect(grant.user_id).toBe(other.id);
    expect(await grantsOf(owner.id)).toEqual([
      expect.objectContaining({ id: owner.subscription?.id, expires_at: owner.subscription?.expires_at }),
    ]);
  });

  it('returns the period the payment bought: from the end it ran on from, to the new end', async () => {
    const person = await createUser(t.deps, {
      subscription: { expiresInDays: 10, source: 'hotmart', reference: 'P-1' },
    });
    const { grant, period } = await pay(person.id, { reference: 'P-1' });
    expect(period).toEqual({ startsAt: person.subscription?.expires_at, endsAt: grant.expires_at });
  });

  it('adds a second grant for another product: the first stays as it was', async () => {
    const person = await createUser(t.deps, {
      subscription: { plan: 'anual', expiresInDays: 200, source: 'hotmart', reference: 'A-1' },
    });
    await pay(person.id, { reference: 'M-1' });
    const grants = await grantsOf(person.id);
    expect(grants).toHaveLength(2);
    expect(grants[0]).toMatchObject({ reference: 'A-1', plan: 'anual', status: 'active' });
    // The annual one ends later: it decides the member's access.
    expect(await getMemberGrant({ db: t.db, userId: person.id })).toMatchObject({ plan: 'anual' });
  });

  it('takes the stated period end when beyond the start, else the plan length', async () => {
    const person = await createUser(t.deps);
    const periodEnd = new Date('2031-07-01T02:59:59.999Z');
    expect((await pay(person.id, { periodEnd })).grant.expires_at).toEqual(periodEnd);
    const stale = new Date(now.getTime() - DAY_MS);
    expect((await pay(person.id, { periodEnd: stale })).grant.expires_at).toEqual(endAfterMonths(now, 1));
  });

  it('starts again from today after a lapse of the same subscription', async () => {
    const person = await createUser(t.deps, {
      subscription: { status: 'expired', expiresInDays: -3, source: 'hotmart', reference: 'LAPSED' },
    });
    const { grant } = await pay(person.id, { reference: 'LAPSED' });
    expect(grant).toMatchObject({ status: 'active', id: person.subscription?.id });
    expect(grant.expires_at).toEqual(endAfterMonths(now, 1));
  });

  it("uses the plan's price when the delivery states none", async () => {
    const person = await createUser(t.deps);
    expect((await pay(person.id, { plan: 'anual', price: null })).grant.price).toBe(1747);
  });

  it('composes into a caller’s transaction: a later failure undoes the grant and its audit', async () => {
    const person = await createUser(t.deps);
    await expect(
      inTransaction(t.db, async (trx) => {
        await pay(person.id, { db: trx, reference: 'ROLLED-BACK' });
        throw new Error('the webhook event could not be stored');
      }),
    ).rejects.toThrow();
    expect(await grantsOf(person.id)).toEqual([]);
    expect(await auditOf(person.id)).toEqual([]);
    expect(await getMemberGrant({ db: t.db, userId: person.id })).toBeUndefined();
  });
});

describe('refundPeriod and cancelGrantRenewal', () => {
  it('a refund of its only period ends only its grant: the member keeps the lifetime one', async () => {
    const person = await createUser(t.deps, {
      subscription: { plan: 'vitalicio', reference: 'LIFE', source: 'hotmart' },
    });
    const { grant: monthly, period } = await pay(person.id, { source: 'kiwify', reference: 'MONTH' });
    const saved = await refundPeriod({
      db: t.db,
      actor: webhook,
      grant: monthly,
      refunded: period,
      stillPaid: [],
      now,
    });
    expect(saved.status).toBe('refunded');
    const grants = await grantsOf(person.id);
    expect(grants.find((g) => g.reference === 'LIFE')).toMatchObject({ status: 'active', expires_at: null });
    expect(await getMemberGrant({ db: t.db, userId: person.id })).toMatchObject({ plan: 'vitalicio' });
  });

  it('a refund of the only grant leaves the member refunded, without access', async () => {
    const person = await createUser(t.deps);
    const { grant, period } = await pay(person.id);
    await refundPeriod({ db: t.db, actor: webhook, grant, refunded: period, stillPaid: [], now });
    expect(await getMemberGrant({ db: t.db, userId: person.id })).toMatchObject({ status: 'refunded' });
    const profile = await t.db
      .selectFrom('profiles')
      .select('access_status')
      .where('id', '=', person.id)
      .executeTakeFirst();
    expect(profile?.access_status).toBe('refunded');
  });

  it('a refund of the latest period ends access at the end of the one before, audited as a period', async () => {
    const person = await createUser(t.deps);
    const first = await pay(person.id, { reference: 'R-2' });
    const second = await pay(person.id, { reference: 'R-2' });
    const saved = await refundPeriod({
      db: t.db,
      actor: webhook,
      grant: second.grant,
      refunded: second.period,
      stillPaid: [first.period],
      now,
    });
    expect(saved).toMatchObject({ status: 'active', expires_at: first.grant.expires_at });
    expect((await auditOf(person.id)).at(-1)?.action).toBe('subscription.period_refunded');
  });

  it('a cancellation keeps access to the end already paid, whatever date the platform states', async () => {
    const person = await createUser(t.deps, {
      subscription: { expiresInDays: 20, source: 'kiwify', reference: 'C-1' },
    });
    const grant = (await grantsOf(person.id))[0];
    if (!grant) throw new Error('no grant');
    const kept = await cancelGrantRenewal({ db: t.db, actor: webhook, grant, now });
    expect(kept).toMatchObject({ status: 'cancelled', expires_at: grant.expires_at });
  });
});

describe('afterRefund: a refund takes back only its own period', () => {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const grant = { status: 'active' as const, expires_at: at(45) };
  const first = { startsAt: at(-15), endsAt: at(15) };
  const second = { startsAt: at(15), endsAt: at(45) };

  it('recurrence 1 refunded while 2 is paid: access to the end of 2', () => {
    expect(afterRefund(grant, first, [second], now)).toEqual(grant);
  });
  it('recurrence 2 refunded: access to the end of 1, while it lasts', () => {
    expect(afterRefund(grant, second, [first], now)).toEqual({ status: 'active', expires_at: at(15) });
    const lapsed = { startsAt: at(-45), endsAt: at(-15) };
    expect(afterRefund(grant, second, [lapsed], now)).toEqual({ status: 'refunded', expires_at: at(-15) });
  });
  it('no period left, or one of unknown dates: the grant ends at once', () => {
    expect(afterRefund(grant, second, [], now)).toMatchObject({ status: 'refunded' });
    expect(afterRefund(grant, second, [{ startsAt: null, endsAt: null }], now)).toMatchObject({
      status: 'refunded',
    });
  });
  it('a cancelled grant stays cancelled, to its new end; a period without end keeps the grant open', () => {
    expect(afterRefund({ ...grant, status: 'cancelled' }, second, [first], now)).toEqual({
      status: 'cancelled',
      expires_at: at(15),
    });
    expect(afterRefund(grant, second, [{ startsAt: at(-1), endsAt: null }], now)).toEqual(grant);
  });
});
