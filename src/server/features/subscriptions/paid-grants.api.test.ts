import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DAY_MS } from '../../../shared/constants';
import { addMonths, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import { inTransaction } from '../../platform/db/transaction';
import { createUser } from '../../seed/factories';
import { getMemberGrant } from './data/grants';
import { cancelGrantRenewal, grantPaidPeriod, refundGrant } from './paid-grants';

// A payment touches only the grant it names (by the platform's reference:
// docs/decisions/016-access-as-grants.md).

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
const pay = (userId: string, over: Partial<Parameters<typeof grantPaidPeriod>[0]> = {}) =>
  grantPaidPeriod({
    db: t.db,
    actor: webhook,
    userId,
    plan: 'mensal',
    price: 197,
    source: 'hotmart',
    reference: `sub-${Math.random()}`,
    periodEnd: null,
    now,
    ...over,
  });

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

  it('renews the grant its reference names even when the e-mail found someone else', async () => {
    const owner = await createUser(t.deps, {
      subscription: { expiresInDays: 5, source: 'kiwify', reference: 'K-OWNED' },
    });
    const other = await createUser(t.deps);
    const { grant } = await pay(other.id, { source: 'kiwify', reference: 'K-OWNED' });
    expect(grant.user_id).toBe(owner.id);
    expect(await grantsOf(other.id)).toEqual([]);
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
        await grantPaidPeriod({
          db: trx,
          actor: webhook,
          userId: person.id,
          plan: 'mensal',
          price: 197,
          source: 'hotmart',
          reference: 'ROLLED-BACK',
          periodEnd: null,
          now,
        });
        throw new Error('the webhook event could not be stored');
      }),
    ).rejects.toThrow();
    expect(await grantsOf(person.id)).toEqual([]);
    expect(await auditOf(person.id)).toEqual([]);
    expect(await getMemberGrant({ db: t.db, userId: person.id })).toBeUndefined();
  });
});

describe('refundGrant and cancelGrantRenewal', () => {
  it('a refund ends only its grant: the member keeps the lifetime one', async () => {
    const person = await createUser(t.deps, {
      subscription: { plan: 'vitalicio', reference: 'LIFE', source: 'hotmart' },
    });
    const { grant: monthly } = await pay(person.id, { source: 'kiwify', reference: 'MONTH' });
    const saved = await refundGrant({ db: t.db, actor: webhook, grant: monthly, now });
    expect(saved.status).toBe('refunded');
    const grants = await grantsOf(person.id);
    expect(grants.find((g) => g.reference === 'LIFE')).toMatchObject({ status: 'active', expires_at: null });
    expect(await getMemberGrant({ db: t.db, userId: person.id })).toMatchObject({ plan: 'vitalicio' });
  });

  it('a refund of the only grant leaves the member refunded, without access', async () => {
    const person = await createUser(t.deps);
    const { grant } = await pay(person.id);
    await refundGrant({ db: t.db, actor: webhook, grant, now });
    expect(await getMemberGrant({ db: t.db, userId: person.id })).toMatchObject({ status: 'refunded' });
    const profile = await t.db
      .selectFrom('profiles')
      .select('access_status')
      .where('id', '=', person.id)
      .executeTakeFirst();
    expect(profile?.access_status).toBe('refunded');
  });

  it('a cancellation keeps access to the paid end, or the earlier date the platform states', async () => {
    const person = await createUser(t.deps, {
      subscription: { expiresInDays: 20, source: 'kiwify', reference: 'C-1' },
    });
    const grant = (await grantsOf(person.id))[0];
    if (!grant) throw new Error('no grant');
    const kept = await cancelGrantRenewal({ db: t.db, actor: webhook, grant, accessUntil: null, now });
    expect(kept).toMatchObject({ status: 'cancelled', expires_at: grant.expires_at });
    const earlier = new Date(now.getTime() + 5 * DAY_MS);
    const cut = await cancelGrantRenewal({
      db: t.db,
      actor: webhook,
      grant: kept,
      accessUntil: earlier,
      now,
    });
    expect(cut.expires_at).toEqual(earlier);
    const later = new Date(now.getTime() + 400 * DAY_MS);
    const notExtended = await cancelGrantRenewal({
      db: t.db,
      actor: webhook,
      grant: cut,
      accessUntil: later,
      now,
    });
    expect(notExtended.expires_at).toEqual(earlier);
  });
});
