import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { hotmartEvent, subscriptionCode, transactionCode } from '../../../../test/webhook-payloads';
import { buyerEmail, periodEnd, webhookTestApp } from '../../../../test/webhook-requests';
import { DAY_MS } from '../../../shared/constants';
import { addSubscription, createUser } from '../../seed/factories';
import { expiryJobOptions, runExpiryPass } from '../access';

// API part (SQLite and PostgreSQL): what each Hotmart event does to access.
// Refunds and chargebacks end their purchase's grant at once, even delivered before their approval
// (disputes and periods: paid-periods.api.test.ts);
// a cancelled subscription keeps the paid period; a renewal before expiry loses no day. Each
// event names its grant by the subscriber code or the transaction
// (docs/decisions/016-access-as-grants.md).

const { t, expectOutcome, hotmart, profileOf, subscriptionsOf, eventsFor, mapHotmartOffer } =
  webhookTestApp();

describe('Hotmart events and access', () => {
  it.each(['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK'])(
    "%s after the approval ends that purchase's access at once",
    async (refund) => {
      const buyer = buyerEmail();
      const transaction = transactionCode();
      await expectOutcome(await hotmart(hotmartEvent({ email: buyer, transaction })), 'applied');
      await expectOutcome(
        await hotmart(hotmartEvent({ event: refund, email: buyer, transaction })),
        'applied',
      );
      expect(await subscriptionsOf(buyer)).toEqual([expect.objectContaining({ status: 'refunded' })]);
      expect((await profileOf(buyer))?.access_status).toBe('refunded');
      expect((await eventsFor(transaction)).map((event) => event.detail)).toEqual([
        expect.stringMatching(/^Conta criada, plano Anual ativo até /),
        `Assinatura desta compra encerrada (${refund}); as demais assinaturas do membro continuam.`,
      ]);
      // A replay of the refund is a duplicate.
      const replay = await expectOutcome(
        await hotmart(hotmartEvent({ event: refund, email: buyer, transaction })),
        'duplicate',
      );
      expect(replay.detail).toBe('Transação já revogada: o acesso não muda.');
    },
  );

  it('a refund delivered before its approval ends with no access, and no account made', async () => {
    const buyer = buyerEmail();
    const transaction = transactionCode();
    await expectOutcome(
      await hotmart(hotmartEvent({ event: 'PURCHASE_REFUNDED', email: buyer, transaction })),
      'ignored',
    );
    await expectOutcome(await hotmart(hotmartEvent({ email: buyer, transaction })), 'ignored');
    expect(await profileOf(buyer)).toBeUndefined();
    expect(await eventsFor(transaction)).toEqual([
      expect.objectContaining({
        event_type: 'PURCHASE_REFUNDED',
        outcome: 'ignored',
        detail: expect.stringMatching(/^Sem assinatura correspondente: .*a aprovação não dará acesso/),
      }),
      expect.objectContaining({
        event_type: 'PURCHASE_APPROVED',
        outcome: 'ignored',
        detail: 'Esta compra já foi reembolsada ou contestada: acesso não concedido.',
      }),
    ]);
    expect(await mailsTo(t, buyer)).toEqual([]);
  });

  it('a refund before the approval of an existing subscriber leaves their other paid period alone', async () => {
    const member = await createUser(t.deps, { email: buyerEmail(), subscription: 'active' });
    const transaction = transactionCode();
    await expectOutcome(
      await hotmart(hotmartEvent({ event: 'PURCHASE_CHARGEBACK', email: member.email, transaction })),
      'ignored',
    );
    await expectOutcome(await hotmart(hotmartEvent({ email: member.email, transaction })), 'ignored');
    expect(await subscriptionsOf(member.email)).toEqual([
      expect.objectContaining({ id: member.subscription?.id, status: 'active', plan: 'mensal' }),
    ]);
  });

  it('SUBSCRIPTION_CANCELLATION keeps access until the end paid, then the expiry job lapses it', async () => {
    const member = await createUser(t.deps, { email: buyerEmail() });
    const cookie = await t.signIn(member.email, member.password);
    // A page only an active subscriber may open (docs/product.md#who-may-open-what): the tools'
    // shared login.
    const subscriberPage = async () => (await t.api(cookie)['tools-access'].credentials.$get()).status;
    const subscriberCode = subscriptionCode();
    await expectOutcome(await hotmart(hotmartEvent({ email: member.email, subscriberCode })), 'applied');
    const paidUntil = (await subscriptionsOf(member.email))[0]?.expires_at?.getTime() ?? 0;
    // The platform's next charge date, earlier than the year paid, is not applied.
    await expectOutcome(
      await hotmart(
        hotmartEvent({
          event: 'SUBSCRIPTION_CANCELLATION',
          email: member.email,
          subscriberCode,
          dateNextCharge: Date.now() + 20 * DAY_MS,
        }),
      ),
      'applied',
    );
    const [subscription] = await subscriptionsOf(member.email);
    expect(subscription).toMatchObject({ status: 'cancelled', plan: 'anual', reference: subscriberCode });
    expect(subscription?.expires_at?.getTime()).toBe(paidUntil);
    // Still a subscriber today…
    expect(await subscriberPage()).toBe(200);
    // …and no longer once the paid date has passed (the job, on a clock past it, lapses the row).
    await runExpiryPass(expiryJobOptions(t.deps, { now: () => new Date(paidUntil + 60_000) }));
    expect((await subscriptionsOf(member.email))[0]?.status).toBe('expired');
    expect(await subscriberPage()).toBe(403);
  });

  /** A member whose Hotmart subscription `reference` is paid for 30 more days. */
  const hotmartSubscriber = (reference: string) =>
    createUser(t.deps, {
      email: buyerEmail(),
      subscription: { plan: 'anual', expiresInDays: 30, price: 1747, source: 'hotmart', reference },
    });

  it('a cancellation dated after the paid period keeps the paid period, never more', async () => {
    const subscriberCode = subscriptionCode();
    const member = await hotmartSubscriber(subscriberCode);
    const cancellation = hotmartEvent({
      event: 'SUBSCRIPTION_CANCELLATION',
      email: member.email,
      subscriberCode,
      dateNextCharge: Date.now() + 400 * DAY_MS,
    });
    await expectOutcome(await hotmart(cancellation), 'applied');
    expect(await subscriptionsOf(member.email)).toEqual([
      expect.objectContaining({ status: 'cancelled', expires_at: member.subscription?.expires_at }),
    ]);
  });

  it('SUBSCRIPTION_CANCELLATION without a date keeps the current expiry', async () => {
    const subscriberCode = subscriptionCode();
    const member = await hotmartSubscriber(subscriberCode);
    await expectOutcome(
      await hotmart(
        hotmartEvent({ event: 'SUBSCRIPTION_CANCELLATION', email: member.email, subscriberCode }),
      ),
      'applied',
    );
    expect(await subscriptionsOf(member.email)).toEqual([
      expect.objectContaining({ status: 'cancelled', expires_at: member.subscription?.expires_at }),
    ]);
  });

  it('a renewal before expiry extends from the current expiry: no day lost', async () => {
    const subscriberCode = subscriptionCode();
    const member = await createUser(t.deps, { email: buyerEmail() });
    const current = await addSubscription(t.deps, member.id, {
      plan: 'anual',
      expiresInDays: 10,
      price: 1747,
      source: 'hotmart',
      reference: subscriberCode,
    });
    await expectOutcome(
      await hotmart(hotmartEvent({ email: member.email, price: 1747, subscriberCode })),
      'applied',
    );
    const rows = await subscriptionsOf(member.email);
    expect(rows).toEqual([expect.objectContaining({ id: current.id, status: 'active' })]);
    expect(rows[0]?.expires_at).toEqual(periodEnd(current.expires_at ?? new Date(), 12));
  });

  it('an offer mapped on its own wins over its product', async () => {
    await mapHotmartOffer('vitalicia', 'vitalicio');
    const buyer = buyerEmail();
    await expectOutcome(
      await hotmart(hotmartEvent({ email: buyer, offer: 'vitalicia', price: 2497 })),
      'applied',
    );
    expect((await subscriptionsOf(buyer))[0]).toMatchObject({
      plan: 'vitalicio',
      price: 2497,
      expires_at: null,
    });
    const [welcome] = await mailsTo(t, buyer);
    expect(welcome?.text).toContain(
      'plano Vitalício foi confirmado e sua conta no Hub Premium está pronta, com acesso vitalício.',
    );
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
