import { describe, expect, it } from 'vitest';
import { expectPortugueseError, mailsTo } from '../../../../test/api-helpers';
import { bodyAt } from '../../../../test/typed-body';
import { kiwifyAbandonedCart, kiwifyOrder, kiwifySignature } from '../../../../test/webhook-payloads';
import { buyerEmail, webhookTestApp } from '../../../../test/webhook-requests';
import { eventLabel } from '../../../shared/payment-events';
import { createUser } from '../../seed/factories';

// API part (SQLite and PostgreSQL): Kiwify deliveries that name no order, such as the abandoned
// cart (test/fixtures/payments/kiwify-abandoned-cart.json): signed like any other, recorded for
// the admin with 200 so Kiwify stops retrying, and never a change of access or a new account.

const { t, expectOutcome, kiwify, profileOf, subscriptionsOf, expectRefusedUnchanged } = webhookTestApp();

const storedRow = (id: string) =>
  t.db
    .selectFrom('webhook_events')
    .select(['event_type', 'outcome', 'detail', 'email', 'transaction_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const idOf = async (res: Response) => ((await res.clone().json()) as { id: string }).id;

describe('Kiwify deliveries without an order', () => {
  it('an abandoned cart answers 200 and is recorded as "Carrinho abandonado": no account, no grant, no mail', async () => {
    const buyer = buyerEmail();
    const res = await kiwify(kiwifyAbandonedCart(buyer));
    const id = await idOf(res);
    await expectOutcome(res, 'ignored');
    const row = await storedRow(id);
    expect(row).toMatchObject({
      event_type: 'carrinho_abandonado',
      outcome: 'ignored',
      email: buyer,
      transaction_id: null,
      user_id: null,
    });
    expect(eventLabel(row.event_type)).toBe('Carrinho abandonado');
    expect(await profileOf(buyer)).toBeUndefined();
    expect(await mailsTo(t, buyer)).toEqual([]);

    // Listed on /admin/integracoes, found by the e-mail typed at checkout.
    const admin = (await t.as('admin')).cookie;
    const list = await bodyAt(
      await t.api(admin).admin.payments.events.$get({ query: { platform: 'kiwify', busca: buyer } }),
      200,
    );
    expect(list.events).toEqual([
      expect.objectContaining({ eventType: 'carrinho_abandonado', email: buyer, outcome: 'ignored' }),
    ]);
  });

  it("an existing member's abandoned cart changes none of their grants", async () => {
    const member = await createUser(t.deps, { email: buyerEmail(), subscription: 'active' });
    const before = await subscriptionsOf(member.email);
    await expectOutcome(await kiwify(kiwifyAbandonedCart(member.email)), 'ignored');
    expect(await subscriptionsOf(member.email)).toEqual(before);
  });

  it('a list of carts, as the abandoned-cart sample is published, is recorded as one delivery', async () => {
    const buyer = buyerEmail();
    const res = await kiwify([kiwifyAbandonedCart(buyer)]);
    const id = await idOf(res);
    await expectOutcome(res, 'ignored');
    expect(await storedRow(id)).toMatchObject({
      event_type: 'carrinho_abandonado',
      email: buyer,
      user_id: null,
    });
    expect(await profileOf(buyer)).toBeUndefined();
  });

  it('the same cart delivered twice is stored as a duplicate', async () => {
    const cart = kiwifyAbandonedCart(buyerEmail());
    await expectOutcome(await kiwify(cart), 'ignored');
    await expectOutcome(await kiwify(cart), 'duplicate');
  });

  it('still needs its signature: a wrong one is refused with 401 and changes nothing', async () => {
    const cart = kiwifyAbandonedCart(buyerEmail());
    const body = await expectRefusedUnchanged(() => kiwify(cart, 'f'.repeat(40)), 'desconhecido');
    expectPortugueseError(body);
    await expectRefusedUnchanged(() => kiwify(cart, kiwifySignature('{}')), 'desconhecido');
  });

  it.each([
    ['an event Kiwify names, without an order', { webhook_event_type: 'pix_created' }, 'pix_created'],
    ['an object it cannot name', { hello: 'mundo' }, 'desconhecido'],
    [
      'an approval without its order_id (nothing to apply)',
      { ...kiwifyOrder({ email: buyerEmail() }), order_id: null },
      'order_approved',
    ],
  ])('%s answers 200 and is recorded, changing nothing', async (_, body, eventType) => {
    const res = await kiwify(body);
    const id = await idOf(res);
    await expectOutcome(res, 'ignored');
    expect(await storedRow(id)).toMatchObject({ event_type: eventType, user_id: null });
  });

  it.each([
    ['not JSON', '{"id": '],
    ['a JSON string', '"carrinho_abandonado"'],
    ['an empty JSON array', '[]'],
    ['a JSON array holding an order', JSON.stringify([kiwifyOrder({ email: 'a@b.com.br' })])],
    ['JSON null', 'null'],
    [
      'an order with an unreadable event type',
      JSON.stringify(kiwifyOrder({ email: 'a@b.com.br', event: 'não é!' })),
    ],
  ])('signed but %s: still 400 in Portuguese, stored as rejected', async (_, raw) => {
    const res = await t.request(`/api/webhooks/kiwify?signature=${kiwifySignature(raw)}`, {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expectPortugueseError(await res.json());
    const last = await t.db
      .selectFrom('webhook_events')
      .select(['outcome', 'payload'])
      .orderBy('received_at', 'desc')
      .executeTakeFirst();
    expect(last).toEqual({ outcome: 'rejected', payload: raw });
  });
});
