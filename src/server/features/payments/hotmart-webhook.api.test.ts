import { describe, expect, it } from 'vitest';
import { expectPortugueseError, mailsTo } from '../../../../test/api-helpers';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import {
  HOTMART_PRODUCT,
  HOTTOK,
  hotmartEvent,
  KIWIFY_PRODUCT,
  transactionCode,
} from '../../../../test/webhook-payloads';
import { buyerEmail, periodEnd, webhookTestApp } from '../../../../test/webhook-requests';
import { formatDate } from '../../../shared/format';
import { MESSAGES } from '../../platform/http/app-error';
import { createUser } from '../../seed/factories';

// API part (SQLite and PostgreSQL): Hotmart webhook 2.0.0 deliveries shaped
// as its documentation shows: who may deliver, what a delivery stores, new buyers, duplicates and
// unknown products. What each event does to access: hotmart-access.api.test.ts.

const { t, expectOutcome, hotmart, profileOf, subscriptionsOf, eventsFor, expectRefusedUnchanged } =
  webhookTestApp();

describe('Hotmart deliveries', () => {
  it('PURCHASE_APPROVED for a new e-mail creates the account, grants the mapped plan and mails a set-password link', async () => {
    const buyer = buyerEmail();
    const transaction = transactionCode();
    const before = Date.now();
    await expectOutcome(
      await hotmart(hotmartEvent({ email: buyer, name: 'Bia Compradora', transaction, price: 1747 })),
      'applied',
    );

    const profile = await profileOf(buyer);
    expect(profile).toMatchObject({ full_name: 'Bia Compradora', role: 'user', email_verified: false });
    const [subscription] = await subscriptionsOf(buyer);
    expect(subscription).toMatchObject({ plan: 'anual', status: 'active', price: 1747 });
    expect(subscription?.expires_at?.getTime()).toBe(periodEnd(new Date(before), 12).getTime());
    expect(await eventsFor(transaction)).toEqual([
      expect.objectContaining({
        event_type: 'PURCHASE_APPROVED',
        outcome: 'applied',
        detail: `Conta criada, plano Anual ativo até ${formatDate(subscription?.expires_at ?? new Date(0))}.`,
      }),
    ]);

    const [welcome] = await mailsTo(t, buyer);
    expect(welcome?.subject).toBe('Bem-vindo ao Hub Premium: crie sua senha');
    expect(welcome?.text).toContain('plano Anual');
    expect(welcome?.link).toMatch(/^http:\/\/localhost:3000\/redefinir-senha\?token=[\w-]+$/);

    // The link proves the address: the buyer chooses a password and signs in at once.
    const token = new URL(welcome?.link ?? '').searchParams.get('token');
    const reset = await t.api().auth['reset-password'].$post({
      json: { token: token ?? '', password: 'minha-senha-nova' },
    });
    expect(reset.status).toBe(200);
    expect((await profileOf(buyer))?.email_verified).toBe(true);
    const cookie = await t.signIn(buyer, 'minha-senha-nova');
    const me = await (await t.api(cookie).me.$get()).json();
    expect(me.subscription).toMatchObject({ plan: 'anual', status: 'active' });

    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_label'])
      .where('target_email', '=', buyer)
      // Both rows come from one transaction, often in the same millisecond: no order between them.
      .orderBy('action')
      .execute();
    expect(audit).toEqual([
      { action: 'subscription.granted', actor_label: 'Webhook Hotmart' },
      { action: 'user.created', actor_label: 'Webhook Hotmart' },
    ]);
  });

  it('an existing member gets the plan and a "pagamento confirmado" e-mail, no second account', async () => {
    const member = await createUser(t.deps, { email: buyerEmail() });
    await expectOutcome(await hotmart(hotmartEvent({ email: member.email.toUpperCase() })), 'applied');
    expect(
      await t.db.selectFrom('profiles').select('id').where('email', '=', member.email).execute(),
    ).toHaveLength(1);
    expect((await subscriptionsOf(member.email))[0]).toMatchObject({ plan: 'anual', status: 'active' });
    const [mail] = await mailsTo(t, member.email);
    expect(mail?.subject).toBe('Pagamento confirmado no Hub Premium');
    expect(mail?.link).toBe('http://localhost:3000/dashboard');
  });

  it.each([
    ['a wrong hottok', 'hottok-errado-1234567890'],
    ['a hottok one character short', HOTTOK.slice(0, -1)],
    ['no hottok', null],
  ])('refuses %s with 401 and changes nothing but the record of the attempt', async (_, hottok) => {
    const body = await expectRefusedUnchanged(
      () => hotmart(hotmartEvent({ email: buyerEmail() }), hottok),
      'PURCHASE_APPROVED',
    );
    expect(body.message).toBe(MESSAGES.webhookRejected);
    expectPortugueseError(body);
  });

  it('a duplicate delivery answers 200, is stored as a duplicate and grants once', async () => {
    const buyer = buyerEmail();
    const transaction = transactionCode();
    const event = hotmartEvent({ email: buyer, transaction });
    await expectOutcome(await hotmart(event), 'applied');
    const [first] = await subscriptionsOf(buyer);
    await expectOutcome(await hotmart(event), 'duplicate');
    expect(await subscriptionsOf(buyer)).toEqual([first]);
    expect((await eventsFor(transaction)).map((e) => e.outcome)).toEqual(['applied', 'duplicate']);
    expect(await mailsTo(t, buyer)).toHaveLength(1);
  });

  it('ten copies of one delivery at once grant once', async () => {
    const buyer = buyerEmail();
    const transaction = transactionCode();
    const event = hotmartEvent({ email: buyer, transaction });
    const answers = await Promise.all(Array.from({ length: 10 }, () => hotmart(event)));
    const outcomes = await Promise.all(answers.map(async (res) => (await res.json()).outcome));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    // One is stored for the worker, which applies it; nine are answered as replays.
    expect(outcomes.filter((o) => o === 'pending')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect((await eventsFor(transaction)).filter((e) => e.outcome === 'applied')).toHaveLength(1);
    expect(await subscriptionsOf(buyer)).toHaveLength(1);
    expect(await mailsTo(t, buyer)).toHaveLength(1);
  });

  it('PURCHASE_COMPLETE after PURCHASE_APPROVED of the same transaction changes nothing', async () => {
    const buyer = buyerEmail();
    const transaction = transactionCode();
    await expectOutcome(await hotmart(hotmartEvent({ email: buyer, transaction })), 'applied');
    const [granted] = await subscriptionsOf(buyer);
    const complete = await expectOutcome(
      await hotmart(hotmartEvent({ event: 'PURCHASE_COMPLETE', email: buyer, transaction })),
      'duplicate',
    );
    expect(complete.detail).toBe('Transação já aplicada: o acesso não muda.');
    expect(await subscriptionsOf(buyer)).toEqual([granted]);
  });

  it('an unknown product answers 200, changes no access and is listed; mapped later, Reprocessar applies it', async () => {
    const buyer = buyerEmail();
    const transaction = transactionCode();
    await expectOutcome(
      await hotmart(hotmartEvent({ email: buyer, transaction, productId: 999001 })),
      'ignored',
    );
    expect(await profileOf(buyer)).toBeUndefined();
    const [event] = await eventsFor(transaction);
    expect(event?.detail).toContain('999001');

    const admin = (await t.as('admin')).cookie;
    const payments = t.api(admin).admin.payments;
    const list = await bodyAt(await payments.events.$get({ query: { outcome: 'ignored' } }), 200);
    const listed = list.events.find((e) => e.transactionId === transaction);
    expect(listed).toMatchObject({ platform: 'hotmart', outcome: 'ignored', email: buyer });

    const saved = await payments.products.$put({
      json: { platform: 'hotmart', productId: '999001', plan: 'mensal' },
    });
    expect(saved.status).toBe(200);
    const reprocess = () => payments.events[':id'].reprocess.$post({ param: { id: listed?.id ?? '' } });
    const res = await reprocess();
    expect((await bodyAt(res, 200)).event).toMatchObject({ outcome: 'applied', attempts: 2 });
    expect((await subscriptionsOf(buyer))[0]).toMatchObject({ plan: 'mensal', status: 'active' });
    // Applied now: a second Reprocessar is refused.
    expectPortugueseError(await errorAt(await reprocess(), 409));
  });

  it.each([
    ['not JSON', '{"id": '],
    ['JSON without the envelope', JSON.stringify({ hello: 'mundo' })],
    ['an approval without a buyer e-mail', JSON.stringify(hotmartEvent({ email: 'não é email' }))],
    [
      'an approval without a transaction',
      JSON.stringify({
        ...hotmartEvent({ email: 'a@b.com.br' }),
        data: { product: { id: 1 }, buyer: { email: 'a@b.com.br' } },
      }),
    ],
  ])(
    'with the right hottok, refuses %s with 400 in Portuguese and stores it as rejected',
    async (_, body) => {
      const res = await t.request('/api/webhooks/hotmart', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-hotmart-hottok': HOTTOK },
      });
      expect(res.status).toBe(400);
      expectPortugueseError(await res.json());
      const last = await t.db
        .selectFrom('webhook_events')
        .select(['outcome', 'payload'])
        .orderBy('received_at', 'desc')
        .executeTakeFirst();
      expect(last).toEqual({ outcome: 'rejected', payload: body });
    },
  );
});

describe('PRODUCT_PLANS', () => {
  it('seeded the Hotmart and the Kiwify product at start', async () => {
    const rows = await t.db
      .selectFrom('product_plans')
      .select(['platform', 'product_id', 'plan', 'updated_by'])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          platform: 'hotmart',
          product_id: String(HOTMART_PRODUCT),
          plan: 'anual',
          updated_by: 'PRODUCT_PLANS',
        },
        { platform: 'kiwify', product_id: KIWIFY_PRODUCT, plan: 'mensal', updated_by: 'PRODUCT_PLANS' },
      ]),
    );
  });
});
