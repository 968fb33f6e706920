import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DAY_MS } from '../../../shared/constants';
import { addMonths, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import { inTransaction } from '../../platform/db/transaction';
import { createUser } from '../../seed/factories';
import { cancelSubscription, grantSubscription } from './change-subscription';

// The rules payment webhooks will use (issue 12): a grant extends from the current expiry or starts
// today; a cancellation ends access at once or keeps the paid period. Each change is audited.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const webhook = { id: null, label: 'Hotmart (webhook)' };
const now = new Date();
const auditOf = (userId: string) =>
  t.db
    .selectFrom('audit_events')
    .selectAll()
    .where('target_user_id', '=', userId)
    .orderBy('created_at')
    .execute();

describe('grantSubscription', () => {
  it('starts a plan today for a member without one, ending at the end of a São Paulo day', async () => {
    const person = await createUser(t.deps);
    const saved = await grantSubscription({
      db: t.db,
      actor: webhook,
      userId: person.id,
      plan: 'mensal',
      price: 197,
    });
    expect(saved).toMatchObject({ plan: 'mensal', status: 'active', price: 197 });
    expect(saved.expires_at).toEqual(endOfDayInSaoPaulo(addMonths(dayInSaoPaulo(now), 1)));
    const [audit] = await auditOf(person.id);
    expect(audit).toMatchObject({
      action: 'subscription.granted',
      actor_id: null,
      actor_label: 'Hotmart (webhook)',
    });
  });

  it('extends a current plan from its expiry: a renewal before expiry loses no days', async () => {
    const person = await createUser(t.deps, {
      subscription: { plan: 'anual', expiresInDays: 10, price: 1747 },
    });
    const currentEnd = new Date(now.getTime() + 10 * DAY_MS);
    const saved = await grantSubscription({
      db: t.db,
      actor: webhook,
      userId: person.id,
      plan: 'anual',
      price: 1700,
    });
    expect(saved.id).toBe(person.subscription?.id);
    expect(saved.expires_at).toEqual(endOfDayInSaoPaulo(addMonths(dayInSaoPaulo(currentEnd), 12)));
    expect(saved.price).toBe(1700);
  });

  it('takes the period end the payment platform states', async () => {
    const person = await createUser(t.deps);
    const periodEnd = new Date('2031-07-01T02:59:59.999Z');
    const saved = await grantSubscription({
      db: t.db,
      actor: webhook,
      userId: person.id,
      plan: 'mensal',
      price: 97,
      periodEnd,
    });
    expect(saved.expires_at).toEqual(periodEnd);
  });
});

describe('cancelSubscription', () => {
  it('ends access at once (refund, chargeback)', async () => {
    const member = await t.as('subscriber');
    const id = member.user?.id ?? '';
    const saved = await cancelSubscription({ db: t.db, actor: webhook, userId: id });
    expect(saved?.status).toBe('cancelled');
    expect((await t.api(member.cookie).me.subscription.$get()).status).toBe(200);
    expect((await (await t.api(member.cookie).me.$get()).json()).subscription).toBeNull();
    const audit = await auditOf(id);
    expect(audit.at(-1)).toMatchObject({ action: 'subscription.cancelled' });
    expect(JSON.parse(audit.at(-1)?.after ?? '{}')).toMatchObject({ status: 'cancelled' });
  });

  it('keeps the paid period when asked (a cancelled renewal)', async () => {
    const person = await createUser(t.deps, { subscription: { expiresInDays: 20 } });
    const accessUntil = new Date(now.getTime() + 5 * DAY_MS);
    const saved = await cancelSubscription({ db: t.db, actor: webhook, userId: person.id, accessUntil });
    expect(saved).toMatchObject({ status: 'active', expires_at: accessUntil });
  });

  it('does nothing, and records nothing, for a member with no current plan', async () => {
    const person = await createUser(t.deps, { subscription: 'expired' });
    expect(await cancelSubscription({ db: t.db, actor: webhook, userId: person.id })).toBeNull();
    expect(await auditOf(person.id)).toEqual([]);
  });
});

it('composes into a caller’s transaction: a later failure undoes the change', async () => {
  const person = await createUser(t.deps);
  await expect(
    inTransaction(t.db, async (trx) => {
      await grantSubscription({ db: trx, actor: webhook, userId: person.id, plan: 'mensal', price: 197 });
      throw new Error('the webhook event could not be stored');
    }),
  ).rejects.toThrow();
  const rows = await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', person.id).execute();
  expect(rows).toEqual([]);
  expect(await auditOf(person.id)).toEqual([]);
});

describe('grantSubscription after a lapse and with a stale stated end', () => {
  const periodEnd = (from: Date, months: number) =>
    endOfDayInSaoPaulo(addMonths(dayInSaoPaulo(from), months));

  it('starts again from today after a lapse, keeping the lapsed row as history', async () => {
    const person = await createUser(t.deps, { subscription: 'expired' });
    const saved = await grantSubscription({
      db: t.db,
      actor: webhook,
      userId: person.id,
      plan: 'mensal',
      price: 197,
      now,
    });
    expect(saved.expires_at).toEqual(periodEnd(now, 1));
    expect(
      await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', person.id).execute(),
    ).toHaveLength(2);
  });

  it('ignores a stated end that is not beyond the current expiry: no paid day is lost', async () => {
    const person = await createUser(t.deps, { subscription: { plan: 'mensal', expiresInDays: 10 } });
    const current = person.subscription?.expires_at ?? now;
    const saved = await grantSubscription({
      db: t.db,
      actor: webhook,
      userId: person.id,
      plan: 'mensal',
      price: 197,
      periodEnd: new Date(current.getTime() - DAY_MS),
      now,
    });
    expect(saved.expires_at).toEqual(periodEnd(current, 1));
  });
});
