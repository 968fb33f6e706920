import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { bodyAt } from '../../../../test/typed-body';
import {
  hotmartEvent,
  kiwifyOrder,
  subscriptionCode,
  transactionCode,
} from '../../../../test/webhook-payloads';
import { buyerEmail, periodEnd, webhookTestApp } from '../../../../test/webhook-requests';
import { DAY_MS } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { createUser } from '../../seed/factories';

// API part (SQLite and PostgreSQL) of docs/decisions/016-access-as-grants.md: each payment event
// touches only the grant it names, by the platform's subscription or transaction; what names none
// changes nothing and is recorded for the admin (unmatched-payment-events.api.test.ts).
// Concurrent deliveries: grants-concurrent-payments.api.test.ts.

const {
  t,
  expectOutcome,
  hotmart,
  kiwify,
  profileOf,
  subscriptionsOf,
  eventsFor,
  tablesChangedBy,
  mapHotmartOffer,
} = webhookTestApp();

const LIFETIME_OFFER = 'vitalicia';
beforeAll(() => mapHotmartOffer(LIFETIME_OFFER, 'vitalicio'));

/** A member who can sign in: what their session says and whether a subscriber-only page opens. */
async function memberView(member: { email: string; password: string }) {
  const cookie = await t.signIn(member.email, member.password);
  const me = await bodyAt(await t.api(cookie).me.$get(), 200);
  // A page only a member with access may open (docs/product.md#who-may-open-what): the tools'
  // shared login.
  const subscriberPage = (await t.api(cookie)['tools-access'].credentials.$get()).status;
  return { subscription: me.subscription, subscriberPage };
}

const grantOf = async (email: string, reference: string) =>
  (await subscriptionsOf(email)).find((grant) => grant.reference === reference);

/** A member holding a lifetime grant bought at Hotmart and a monthly one bought at Kiwify. */
async function lifetimeAndMonthlyMember() {
  const member = await createUser(t.deps, { email: buyerEmail() });
  const lifetime = { subscriberCode: subscriptionCode(), transaction: transactionCode() };
  const monthly = { subscriptionId: randomUUID(), orderId: randomUUID() };
  await expectOutcome(
    await hotmart(hotmartEvent({ email: member.email, offer: LIFETIME_OFFER, price: 2497, ...lifetime })),
    'applied',
  );
  await expectOutcome(
    await kiwify(kiwifyOrder({ email: member.email, cents: 19700, ...monthly })),
    'applied',
  );
  expect(await subscriptionsOf(member.email)).toHaveLength(2);
  return { member, lifetime, monthly };
}

describe('a payment event touches only its own grant', () => {
  it('each purchase adds its grant and says what it gave: the lifetime one has no end', async () => {
    const { member, lifetime, monthly } = await lifetimeAndMonthlyMember();
    const until = formatDate(
      (await grantOf(member.email, monthly.subscriptionId))?.expires_at ?? new Date(0),
    );
    expect((await eventsFor(lifetime.transaction)).map((event) => event.detail)).toEqual([
      'Pagamento aplicado: plano Vitalício, sem data de fim.',
    ]);
    expect((await eventsFor(monthly.orderId)).map((event) => event.detail)).toEqual([
      `Pagamento aplicado: plano Mensal ativo até ${until}.`,
    ]);
    expect((await mailsTo(t, member.email)).map((mail) => mail.text)).toEqual([
      expect.stringContaining('plano Vitalício. Seu acesso está ativo, com acesso vitalício.'),
      expect.stringContaining(`plano Mensal. Seu acesso está ativo, com acesso até ${until}.`),
    ]);
  });

  it.each(['order_refunded', 'chargeback'])(
    '%s of the monthly plan leaves the member their lifetime access',
    async (refund) => {
      const { member, lifetime, monthly } = await lifetimeAndMonthlyMember();
      await expectOutcome(
        await kiwify(kiwifyOrder({ event: refund, email: member.email, ...monthly })),
        'applied',
      );
      expect(await grantOf(member.email, monthly.subscriptionId)).toMatchObject({
        source: 'kiwify',
        plan: 'mensal',
        status: 'refunded',
      });
      const kept = await grantOf(member.email, lifetime.subscriberCode);
      expect(kept).toMatchObject({
        source: 'hotmart',
        plan: 'vitalicio',
        status: 'active',
        expires_at: null,
      });
      expect(await profileOf(member.email)).toMatchObject({
        grant_id: kept?.id,
        access_status: 'active',
        access_plan: 'vitalicio',
        access_ends_at: null,
      });
      expect(await memberView(member)).toEqual({
        subscription: expect.objectContaining({ plan: 'vitalicio', status: 'active', expiresAt: null }),
        subscriberPage: 200,
      });
    },
  );

  it('a cancellation of the monthly plan keeps its paid end and leaves the lifetime grant untouched', async () => {
    const { member, lifetime, monthly } = await lifetimeAndMonthlyMember();
    const before = await grantOf(member.email, monthly.subscriptionId);
    const cancellation = kiwifyOrder({
      event: 'subscription_canceled',
      email: member.email,
      subscriptionId: monthly.subscriptionId,
    });
    const { detail } = await expectOutcome(await kiwify(cancellation), 'applied');
    expect(detail).toBe(
      `Renovação cancelada: acesso mantido até ${formatDate(before?.expires_at ?? new Date(0))}.`,
    );
    expect(await grantOf(member.email, monthly.subscriptionId)).toMatchObject({
      status: 'cancelled',
      expires_at: before?.expires_at,
    });
    expect(await grantOf(member.email, lifetime.subscriberCode)).toMatchObject({
      status: 'active',
      expires_at: null,
    });
    expect((await memberView(member)).subscription).toMatchObject({ plan: 'vitalicio', expiresAt: null });
  });

  it('a cancellation naming the lifetime grant changes nothing: it has no renewal to stop', async () => {
    const { member, lifetime } = await lifetimeAndMonthlyMember();
    const cancellation = hotmartEvent({
      event: 'SUBSCRIPTION_CANCELLATION',
      email: member.email,
      subscriberCode: lifetime.subscriberCode,
      dateNextCharge: Date.now() + 3 * DAY_MS,
    });
    const { changed, result } = await tablesChangedBy(async () =>
      expectOutcome(await hotmart(cancellation), 'ignored'),
    );
    expect(changed).toEqual(['webhook_event_terms', 'webhook_events']);
    expect(result.detail).toBe('Plano Vitalício não tem renovação: o acesso continua sem data de fim.');
    expect(await grantOf(member.email, lifetime.subscriberCode)).toMatchObject({
      status: 'active',
      expires_at: null,
    });
  });

  it('a renewal (same subscription, new transaction) extends the same grant; another product adds one', async () => {
    const member = await createUser(t.deps, { email: buyerEmail() });
    const subscriberCode = subscriptionCode();
    const first = hotmartEvent({ email: member.email, subscriberCode, price: 1747 });
    await expectOutcome(await hotmart(first), 'applied');
    const [opened] = await subscriptionsOf(member.email);

    const renewal = transactionCode();
    await expectOutcome(
      await hotmart(hotmartEvent({ email: member.email, subscriberCode, transaction: renewal })),
      'applied',
    );
    const [renewed] = await subscriptionsOf(member.email);
    expect(renewed).toMatchObject({ id: opened?.id, status: 'active', reference: subscriberCode });
    expect(renewed?.expires_at).toEqual(periodEnd(opened?.expires_at ?? new Date(), 12));
    expect(await eventsFor(renewal)).toEqual([
      expect.objectContaining({
        outcome: 'applied',
        detail: expect.stringMatching(/^Renovação aplicada: plano Anual/),
      }),
    ]);

    const subscriptionId = randomUUID();
    await expectOutcome(await kiwify(kiwifyOrder({ email: member.email, subscriptionId })), 'applied');
    const grants = await subscriptionsOf(member.email);
    expect(grants).toHaveLength(2);
    expect(grants).toContainEqual(renewed);
    expect(await grantOf(member.email, subscriptionId)).toMatchObject({ source: 'kiwify', plan: 'mensal' });
  });

  it('a one-off order is its own grant, named by the order: a cancellation of that order finds it', async () => {
    const member = await createUser(t.deps, { email: buyerEmail() });
    const orderId = randomUUID();
    const order = { email: member.email, orderId, subscriptionId: null };
    await expectOutcome(await kiwify(kiwifyOrder(order)), 'applied');
    expect(await subscriptionsOf(member.email)).toEqual([expect.objectContaining({ reference: orderId })]);
    await expectOutcome(await kiwify(kiwifyOrder({ ...order, event: 'subscription_canceled' })), 'applied');
    expect(await subscriptionsOf(member.email)).toEqual([
      expect.objectContaining({ reference: orderId, status: 'cancelled' }),
    ]);
  });

  it.each(['refunded', 'ended'] as const)(
    'a renewal of a %s subscription runs from today, not from the end it had',
    async (status) => {
      const subscriberCode = subscriptionCode();
      const member = await createUser(t.deps, {
        email: buyerEmail(),
        subscription: {
          plan: 'anual',
          status,
          expiresInDays: 20,
          source: 'hotmart',
          reference: subscriberCode,
        },
      });
      const before = new Date();
      await expectOutcome(await hotmart(hotmartEvent({ email: member.email, subscriberCode })), 'applied');
      expect(await subscriptionsOf(member.email)).toEqual([
        expect.objectContaining({
          id: member.subscription?.id,
          status: 'active',
          expires_at: periodEnd(before, 12),
        }),
      ]);
    },
  );

  it("buying the cheapest plan with a member's e-mail and refunding it leaves their annual grant as it was", async () => {
    const member = await createUser(t.deps, {
      email: buyerEmail(),
      subscription: { plan: 'anual', expiresInDays: 300, price: 1747 },
    });
    const annual = (await subscriptionsOf(member.email))[0];
    const orderId = randomUUID();
    await expectOutcome(await kiwify(kiwifyOrder({ email: member.email, orderId })), 'applied');
    await expectOutcome(
      await kiwify(kiwifyOrder({ event: 'order_refunded', email: member.email, orderId })),
      'applied',
    );

    const grants = await subscriptionsOf(member.email);
    expect(grants).toHaveLength(2);
    expect(grants).toContainEqual(annual);
    expect(grants).toContainEqual(expect.objectContaining({ plan: 'mensal', status: 'refunded' }));
    expect(await profileOf(member.email)).toMatchObject({
      grant_id: annual?.id,
      access_status: 'active',
      access_plan: 'anual',
      access_ends_at: annual?.expires_at,
    });
    expect(await memberView(member)).toEqual({
      subscription: expect.objectContaining({ id: annual?.id, plan: 'anual', status: 'active' }),
      subscriberPage: 200,
    });
  });
});

describe("a delivery without a price: the grant holds the plan's price", () => {
  it.each([
    ['Hotmart', 'anual' as const, 12, (email: string) => hotmart(hotmartEvent({ email, price: null }))],
    ['Kiwify', 'mensal' as const, 1, (email: string) => kiwify(kiwifyOrder({ email, cents: null }))],
  ])('%s', async (_, plan, months, send) => {
    const admin = (await t.as('admin')).cookie;
    const setPrice = (price: number) =>
      t
        .api(admin)
        .admin['plan-prices'][':plan'].$put({ param: { plan }, json: { price, months } })
        .then((res) => expect(res.status).toBe(200));
    await setPrice(123.45);
    const buyer = buyerEmail();
    try {
      await expectOutcome(await send(buyer), 'applied');
    } finally {
      await setPrice(plan === 'anual' ? 1747 : 197);
    }
    expect(await subscriptionsOf(buyer)).toEqual([expect.objectContaining({ plan, price: 123.45 })]);
  });
});
