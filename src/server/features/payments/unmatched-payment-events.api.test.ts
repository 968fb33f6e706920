import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hotmartEvent,
  kiwifyOrder,
  subscriptionCode,
  transactionCode,
} from '../../../../test/webhook-payloads';
import { buyerEmail, webhookTestApp } from '../../../../test/webhook-requests';
import { createUser } from '../../seed/factories';

// API part (SQLite and PostgreSQL) of docs/decisions/016-access-as-grants.md: nothing is matched
// by e-mail alone.
// A refund or cancellation that names no grant (by the platform's subscription or transaction)
// changes no access and is recorded for the admin as "Sem assinatura correspondente".

const { t, expectOutcome, hotmart, kiwify, tablesChangedBy } = webhookTestApp();

describe('an event naming no grant changes nothing and is recorded', () => {
  /** A member with a Hotmart subscription (their e-mail is all the events below share with it). */
  const subscriber = () =>
    createUser(t.deps, {
      email: buyerEmail(),
      subscription: { plan: 'anual', expiresInDays: 100, source: 'hotmart', reference: subscriptionCode() },
    });

  it.each([
    [
      'a Hotmart refund',
      (email: string, transaction: string) =>
        hotmart(hotmartEvent({ event: 'PURCHASE_REFUNDED', email, transaction })),
    ],
    [
      'a Hotmart chargeback',
      (email: string, transaction: string) =>
        hotmart(hotmartEvent({ event: 'PURCHASE_CHARGEBACK', email, transaction })),
    ],
    [
      'a Kiwify refund',
      (email: string, orderId: string) => kiwify(kiwifyOrder({ event: 'order_refunded', email, orderId })),
    ],
  ])('%s of an unknown transaction', async (_, send) => {
    const member = await subscriber();
    const { changed, result } = await tablesChangedBy(async () =>
      expectOutcome(await send(member.email, transactionCode()), 'ignored'),
    );
    // payment_transactions keeps the refund: a later approval of it must not grant.
    expect(changed).toEqual(['payment_transactions', 'webhook_event_terms', 'webhook_events']);
    expect(result.detail).toMatch(/^Sem assinatura correspondente: /);
  });

  it('a cancellation of a grant that no longer gives access', async () => {
    const subscriptionId = randomUUID();
    const member = await createUser(t.deps, {
      email: buyerEmail(),
      subscription: { status: 'refunded', expiresInDays: 20, source: 'kiwify', reference: subscriptionId },
    });
    const cancellation = kiwifyOrder({ event: 'subscription_canceled', email: member.email, subscriptionId });
    const { changed, result } = await tablesChangedBy(async () =>
      expectOutcome(await kiwify(cancellation), 'ignored'),
    );
    expect(changed).toEqual(['webhook_event_terms', 'webhook_events']);
    expect(result.detail).toBe('A assinatura já não dá acesso: nada a cancelar.');
  });

  it('a refund of a payment granted before grants were linked to payments', async () => {
    const member = await subscriber();
    const transaction = transactionCode();
    await t.db
      .insertInto('payment_transactions')
      .values({
        platform: 'hotmart',
        transaction_id: transaction,
        state: 'granted',
        user_id: member.id,
        grant_id: null,
        updated_at: new Date(),
      })
      .execute();
    const refund = hotmartEvent({ event: 'PURCHASE_REFUNDED', email: member.email, transaction });
    const { changed, result } = await tablesChangedBy(async () =>
      expectOutcome(await hotmart(refund), 'ignored'),
    );
    // No grant to end, but the money went back: its refund is a movement
    // (docs/decisions/022-revenue-from-payments.md).
    expect(changed).toEqual([
      'payment_transactions',
      'revenue_days',
      'revenue_movements',
      'webhook_event_terms',
      'webhook_events',
    ]);
    expect(result.detail).toBe(
      'Sem assinatura correspondente: transação revogada, nenhuma assinatura ligada a ela.',
    );
  });

  it.each([
    [
      'a Hotmart cancellation',
      (email: string) =>
        hotmart(
          hotmartEvent({ event: 'SUBSCRIPTION_CANCELLATION', email, subscriberCode: subscriptionCode() }),
        ),
    ],
    [
      'a Kiwify cancellation',
      (email: string) => kiwify(kiwifyOrder({ event: 'subscription_canceled', email })),
    ],
  ])('%s naming an unknown subscription', async (_, send) => {
    const member = await subscriber();
    const { changed, result } = await tablesChangedBy(async () =>
      expectOutcome(await send(member.email), 'ignored'),
    );
    expect(changed).toEqual(['webhook_event_terms', 'webhook_events']);
    expect(result.detail).toBe('Sem assinatura correspondente: nada a cancelar.');
  });
});
