import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { HOTMART_PRODUCT, hotmartEvent, transactionCode } from '../../../../test/webhook-payloads';
import { buyerEmail, periodEnd, webhookTestApp } from '../../../../test/webhook-requests';
import { DAY_MS } from '../../../shared/constants';
import { addSubscription, createUser } from '../../seed/factories';
import { expiryJobOptions } from '../subscriptions/expiry-job';
import { runExpiryPass } from '../subscriptions/expiry-pass';

// Issue 12 acceptance, API part (SQLite and PostgreSQL): what each Hotmart event does to access.
// Refunds and disputes end it at once, even delivered before their approval; a cancelled
// subscription keeps the paid period; a renewal before expiry loses no day.

const { t, expectOutcome, hotmart, profileOf, subscriptionsOf, eventsFor } = webhookTestApp();

describe('Hotmart events and access', () => {
  it.each(['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_PROTEST'])(
    '%s after the approval cancels access at once',
    async (refund) => {
      const buyer = buyerEmail();
      const transaction = transactionCode();
      await expectOutcome(await hotmart(hotmartEvent({ email: buyer, transaction })), 'applied');
      await expectOutcome(
        await hotmart(hotmartEvent({ event: refund, email: buyer, transaction })),
        'applied',
      );
      expect(await subscriptionsOf(buyer)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
      // A replay of the refund is a duplicate.
      await expectOutcome(
        await hotmart(hotmartEvent({ event: refund, email: buyer, transaction })),
        'duplicate',
      );
    },
  );

  it('a refund delivered before its approval ends with no access, and no account made', async () => {
    const buyer = buyerEmail();
    const transaction = transactionCode();
    await expectOutcome(
      await hotmart(hotmartEvent({ event: 'PURCHASE_REFUNDED', email: buyer, transaction })),
      'applied',
    );
    await expectOutcome(await hotmart(hotmartEvent({ email: buyer, transaction })), 'ignored');
    expect(await profileOf(buyer)).toBeUndefined();
    expect((await eventsFor(transaction)).map((e) => [e.event_type, e.outcome])).toEqual([
      ['PURCHASE_REFUNDED', 'applied'],
      ['PURCHASE_APPROVED', 'ignored'],
    ]);
    expect(await mailsTo(t, buyer)).toEqual([]);
  });

  it('a refund before the approval of an existing subscriber leaves their other paid period alone', async () => {
    const member = await createUser(t.deps, { email: buyerEmail(), subscription: 'active' });
    const transaction = transactionCode();
    await hotmart(hotmartEvent({ event: 'PURCHASE_CHARGEBACK', email: member.email, transaction }));
    await expectOutcome(await hotmart(hotmartEvent({ email: member.email, transaction })), 'ignored');
    expect(await subscriptionsOf(member.email)).toEqual([
      expect.objectContaining({ id: member.subscription?.id, status: 'active', plan: 'mensal' }),
    ]);
  });

  it('SUBSCRIPTION_CANCELLATION keeps access until the paid date, then the expiry job lapses it', async () => {
    const member = await createUser(t.deps, { email: buyerEmail() });
    const cookie = await t.signIn(member.email, member.password);
    // A page only an active subscriber may open (SPEC §4): the tools' shared login.
    const subscriberPage = async () => (await t.api(cookie)['tools-access'].credentials.$get()).status;
    await expectOutcome(await hotmart(hotmartEvent({ email: member.email })), 'applied');
    const paidUntil = Date.now() + 20 * DAY_MS;
    await expectOutcome(
      await hotmart(
        hotmartEvent({ event: 'SUBSCRIPTION_CANCELLATION', email: member.email, dateNextCharge: paidUntil }),
      ),
      'applied',
    );
    const [subscription] = await subscriptionsOf(member.email);
    expect(subscription).toMatchObject({ status: 'active', plan: 'anual' });
    expect(subscription?.expires_at.getTime()).toBe(paidUntil);
    // Still a subscriber today…
    expect(await subscriberPage()).toBe(200);
    // …and no longer once the paid date has passed (the job, on a clock past it, lapses the row).
    await runExpiryPass(expiryJobOptions(t.deps, { now: () => new Date(paidUntil + 60_000) }));
    expect((await subscriptionsOf(member.email))[0]?.status).toBe('expired');
    expect(await subscriberPage()).toBe(403);
  });

  it('a cancellation dated after the paid period keeps the paid period, never more', async () => {
    const member = await createUser(t.deps, { email: buyerEmail(), subscription: 'active' });
    const granted = member.subscription?.expires_at;
    await expectOutcome(
      await hotmart(
        hotmartEvent({
          event: 'SUBSCRIPTION_CANCELLATION',
          email: member.email,
          dateNextCharge: Date.now() + 400 * DAY_MS,
        }),
      ),
      'applied',
    );
    expect((await subscriptionsOf(member.email))[0]).toMatchObject({ status: 'active', expires_at: granted });
  });

  it('SUBSCRIPTION_CANCELLATION without a date keeps the current expiry', async () => {
    const member = await createUser(t.deps, { email: buyerEmail(), subscription: 'active' });
    await expectOutcome(
      await hotmart(hotmartEvent({ event: 'SUBSCRIPTION_CANCELLATION', email: member.email })),
      'applied',
    );
    expect((await subscriptionsOf(member.email))[0]?.expires_at).toEqual(member.subscription?.expires_at);
  });

  it('a renewal before expiry extends from the current expiry: no day lost', async () => {
    const member = await createUser(t.deps, { email: buyerEmail() });
    const current = await addSubscription(t.deps, member.id, {
      plan: 'anual',
      expiresInDays: 10,
      price: 1747,
    });
    await expectOutcome(await hotmart(hotmartEvent({ email: member.email, price: 1747 })), 'applied');
    const rows = await subscriptionsOf(member.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expires_at.getTime()).toBe(periodEnd(current.expires_at, 12).getTime());
  });

  it('an offer mapped on its own wins over its product', async () => {
    await t.db
      .insertInto('product_plans')
      .values({
        platform: 'hotmart',
        product_id: `${HOTMART_PRODUCT}:vitalicia`,
        plan: 'vitalicio',
        updated_by: 'teste',
      })
      .execute();
    const buyer = buyerEmail();
    await expectOutcome(
      await hotmart(hotmartEvent({ email: buyer, offer: 'vitalicia', price: 2497 })),
      'applied',
    );
    expect((await subscriptionsOf(buyer))[0]).toMatchObject({ plan: 'vitalicio', price: 2497 });
  });

  it('PURCHASE_DELAYED is recorded and changes nothing', async () => {
    const member = await createUser(t.deps, { email: buyerEmail(), subscription: 'active' });
    await expectOutcome(
      await hotmart(hotmartEvent({ event: 'PURCHASE_DELAYED', email: member.email })),
      'ignored',
    );
    expect(await subscriptionsOf(member.email)).toEqual([expect.objectContaining({ status: 'active' })]);
  });
});
