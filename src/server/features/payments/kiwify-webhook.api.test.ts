import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectPortugueseError, mailsTo } from '../../../../test/api-helpers';
import { bodyAt } from '../../../../test/typed-body';
import { KIWIFY_TOKEN, kiwifyOrder, kiwifySignature } from '../../../../test/webhook-payloads';
import { buyerEmail, periodEnd, webhookTestApp } from '../../../../test/webhook-requests';
import { DAY_MS } from '../../../shared/constants';
import { dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import { MESSAGES } from '../../platform/http/app-error';
import { addSubscription, createUser } from '../../seed/factories';

// API part (SQLite and PostgreSQL): Kiwify order webhooks shaped as its
// documentation shows, sent bare or wrapped as { "order": … } (signed over the order), as Kiwify
// sends both.

const { t, expectOutcome, kiwify, profileOf, subscriptionsOf, eventsFor, expectRefusedUnchanged } =
  webhookTestApp();

/** The same order as Kiwify's other format: { "order": … }, signed over the order alone. */
const wrapped = (order: ReturnType<typeof kiwifyOrder>) =>
  kiwify({ order }, kiwifySignature(JSON.stringify(order)));

describe('Kiwify deliveries', () => {
  it('order_approved with a valid signature grants the mapped plan; the price is the amount paid', async () => {
    const buyer = buyerEmail();
    const before = Date.now();
    await expectOutcome(
      await kiwify(kiwifyOrder({ email: buyer, name: 'Caio Cliente', cents: 19700 })),
      'applied',
    );
    const [subscription] = await subscriptionsOf(buyer);
    expect(subscription).toMatchObject({ plan: 'mensal', status: 'active', price: 197 });
    expect(subscription?.expires_at?.getTime()).toBe(periodEnd(new Date(before), 1).getTime());
    expect((await profileOf(buyer))?.full_name).toBe('Caio Cliente');
    const [welcome] = await mailsTo(t, buyer);
    expect(welcome?.subject).toBe('Bem-vindo ao Hub Premium: crie sua senha');
  });

  it('accepts an order wrapped as { order }, signed over the order object', async () => {
    const buyer = buyerEmail();
    await expectOutcome(await wrapped(kiwifyOrder({ email: buyer })), 'applied');
    expect(await subscriptionsOf(buyer)).toEqual([expect.objectContaining({ plan: 'mensal' })]);
  });

  it('uses access_until as the end of the paid period when present', async () => {
    const buyer = buyerEmail();
    const day = dayInSaoPaulo(new Date(Date.now() + 40 * DAY_MS));
    await expectOutcome(
      await kiwify(kiwifyOrder({ email: buyer, accessUntil: `${day} 23:59:59` })),
      'applied',
    );
    expect((await subscriptionsOf(buyer))[0]?.expires_at).toEqual(endOfDayInSaoPaulo(day));
  });

  const order = () => kiwifyOrder({ email: buyerEmail() });
  it.each([
    ['a wrong signature', () => kiwify(order(), 'f'.repeat(40))],
    ['the signature of another body', () => kiwify(order(), kiwifySignature('{}'))],
    ['a signature made with another token', () => kiwify(order(), kiwifySignature('{}', `${KIWIFY_TOKEN}x`))],
    ['no signature', () => kiwify(order(), '')],
    ['a wrapped order with a wrong signature', () => kiwify({ order: order() }, 'a'.repeat(40))],
    [
      'a wrapped order signed over another order',
      () => kiwify({ order: order() }, kiwifySignature(JSON.stringify(order()))),
    ],
  ])('refuses %s with 401 and changes nothing but the record of the attempt', async (_, send) => {
    const body = await expectRefusedUnchanged(send, 'order_approved');
    expect(body.message).toBe(MESSAGES.webhookRejected);
    expectPortugueseError(body);
  });

  it('a duplicate delivery, bare then wrapped, is stored as a duplicate and grants once', async () => {
    const buyer = buyerEmail();
    const orderId = randomUUID();
    await expectOutcome(await kiwify(kiwifyOrder({ email: buyer, orderId })), 'applied');
    const [granted] = await subscriptionsOf(buyer);
    await expectOutcome(await wrapped(kiwifyOrder({ email: buyer, orderId })), 'duplicate');
    await expectOutcome(await kiwify(kiwifyOrder({ email: buyer, orderId })), 'duplicate');
    expect(await subscriptionsOf(buyer)).toEqual([granted]);
    expect((await eventsFor(orderId)).map((e) => e.outcome)).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await mailsTo(t, buyer)).toHaveLength(1);
  });

  it('a refund before its approval, replayed, ends with no access and no account', async () => {
    const buyer = buyerEmail();
    const orderId = randomUUID();
    await expectOutcome(
      await kiwify(kiwifyOrder({ event: 'order_refunded', email: buyer, orderId })),
      'ignored',
    );
    await expectOutcome(
      await kiwify(kiwifyOrder({ event: 'order_refunded', email: buyer, orderId })),
      'duplicate',
    );
    await expectOutcome(await kiwify(kiwifyOrder({ email: buyer, orderId })), 'ignored');
    expect(await profileOf(buyer)).toBeUndefined();
    expect(await mailsTo(t, buyer)).toEqual([]);
  });

  it("chargeback after approval ends that order's access at once", async () => {
    const buyer = buyerEmail();
    const orderId = randomUUID();
    await expectOutcome(await kiwify(kiwifyOrder({ email: buyer, orderId })), 'applied');
    await expectOutcome(await kiwify(kiwifyOrder({ event: 'chargeback', email: buyer, orderId })), 'applied');
    expect(await subscriptionsOf(buyer)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect((await profileOf(buyer))?.access_status).toBe('refunded');
  });

  it('subscription_canceled keeps access until the end paid, named by its subscription', async () => {
    const buyer = buyerEmail();
    const subscriptionId = randomUUID();
    await expectOutcome(await kiwify(kiwifyOrder({ email: buyer, subscriptionId })), 'applied');
    const paidEnd = (await subscriptionsOf(buyer))[0]?.expires_at;
    // Kiwify's access_until, earlier than the end paid, is not applied.
    const day = dayInSaoPaulo(new Date(Date.now() + 12 * DAY_MS));
    // A cancellation is its own order at Kiwify: the subscription, not the order, names the grant.
    const cancellation = kiwifyOrder({
      event: 'subscription_canceled',
      email: buyer,
      accessUntil: day,
      subscriptionId,
    });
    await expectOutcome(await wrapped(cancellation), 'applied');
    expect(await subscriptionsOf(buyer)).toEqual([
      expect.objectContaining({
        status: 'cancelled',
        reference: subscriptionId,
        expires_at: paidEnd,
      }),
    ]);
  });

  it('subscription_renewed before expiry extends its subscription from the current expiry', async () => {
    const subscriptionId = randomUUID();
    const member = await createUser(t.deps, { email: buyerEmail() });
    const current = await addSubscription(t.deps, member.id, {
      plan: 'mensal',
      expiresInDays: 5,
      source: 'kiwify',
      reference: subscriptionId,
    });
    await expectOutcome(
      await kiwify(kiwifyOrder({ event: 'subscription_renewed', email: member.email, subscriptionId })),
      'applied',
    );
    const rows = await subscriptionsOf(member.email);
    expect(rows).toEqual([expect.objectContaining({ id: current.id, status: 'active' })]);
    expect(rows[0]?.expires_at).toEqual(periodEnd(current.expires_at ?? new Date(), 1));
  });

  it('an unknown product answers 200, grants nothing and is listed for the admin', async () => {
    const buyer = buyerEmail();
    const orderId = randomUUID();
    await expectOutcome(
      await kiwify(kiwifyOrder({ email: buyer, orderId, productId: 'desconhecido' })),
      'ignored',
    );
    expect(await profileOf(buyer)).toBeUndefined();
    const admin = (await t.as('admin')).cookie;
    const list = await bodyAt(
      await t.api(admin).admin.payments.events.$get({ query: { platform: 'kiwify', outcome: 'ignored' } }),
      200,
    );
    expect(list.events).toContainEqual(
      expect.objectContaining({
        transactionId: orderId,
        email: buyer,
        outcome: 'ignored',
        detail: expect.stringContaining('desconhecido'),
      }),
    );
  });

  it('subscription_late is recorded and changes nothing', async () => {
    const member = await createUser(t.deps, { email: buyerEmail(), subscription: 'active' });
    await expectOutcome(
      await kiwify(kiwifyOrder({ event: 'subscription_late', email: member.email })),
      'ignored',
    );
    expect((await subscriptionsOf(member.email))[0]?.status).toBe('active');
  });
});
