import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { bodyAt } from '../../../../test/typed-body';
import {
  hotmartEvent,
  hotmartSample,
  subscriptionCode,
  transactionCode,
} from '../../../../test/webhook-payloads';
import { buyerEmail, webhookTestApp } from '../../../../test/webhook-requests';
import { MEMBER_PAGE_ROWS } from '../../../shared/schemas/member-page';
import { createUser } from '../../seed/factories';

// /admin/usuarios/:id, "Pagamentos": each payment of the member as the period it bought, with its
// status (Pago, Reembolsado, Em disputa), the same list the member reads in Configurações → Plano.
// Made by real deliveries: Hotmart approvals, a refund and a protest (published sample).

const { t, hotmart, expectOutcome } = webhookTestApp();
const admin = {} as Caller;
beforeAll(async () => {
  Object.assign(admin, await t.as('admin'));
});

const paymentsOf = async (id: string) =>
  (await bodyAt(await t.api(admin.cookie).admin.users[':id'].payments.$get({ param: { id } }), 200)).payments;

describe('GET /api/admin/users/:id/payments', () => {
  it('lists the member’s periods newest first: refunded, paid and in dispute', async () => {
    const person = await createUser(t.deps, { email: buyerEmail() });
    const subscriberCode = subscriptionCode();
    const [first, second, third] = [transactionCode(), transactionCode(), transactionCode()];
    for (const [recurrence, transaction] of [first, second, third].entries())
      await expectOutcome(
        await hotmart(
          hotmartEvent({ email: person.email, subscriberCode, transaction, recurrence: recurrence + 1 }),
        ),
        'applied',
      );
    await expectOutcome(
      await hotmart(hotmartEvent({ event: 'PURCHASE_REFUNDED', email: person.email, transaction: first })),
      'applied',
    );
    await expectOutcome(
      await hotmart(
        hotmartSample('hotmart-purchase-protest.json', {
          email: person.email,
          subscriberCode,
          transaction: third,
        }),
      ),
      'applied',
    );
    // Someone else's payment stays theirs.
    await expectOutcome(await hotmart(hotmartEvent({ email: buyerEmail() })), 'applied');

    const payments = await paymentsOf(person.id);
    expect(payments.map((p) => [p.transactionId, p.recurrence, p.status])).toEqual(
      expect.arrayContaining([
        [first, 1, 'refunded'],
        [second, 2, 'paid'],
        [third, 3, 'disputed'],
      ]),
    );
    expect(payments).toHaveLength(3);
    const paidAt = payments.map((p) => Date.parse(p.paidAt ?? ''));
    expect(paidAt).toEqual([...paidAt].sort((a, b) => b - a));
    for (const p of payments) {
      expect(p).toMatchObject({ platform: 'hotmart', plan: 'anual', amount: 1747 });
      expect(Date.parse(p.endsAt ?? '')).toBeGreaterThan(Date.parse(p.startsAt ?? ''));
    }
  });

  it('a member with no payment has an empty list; a long history shows its latest MEMBER_PAGE_ROWS', async () => {
    const person = await createUser(t.deps, { email: buyerEmail() });
    expect(await paymentsOf(person.id)).toEqual([]);
    const start = Date.now() - 365 * 86_400_000;
    await t.db
      .insertInto('payment_transactions')
      .values(
        Array.from({ length: MEMBER_PAGE_ROWS + 1 }, (_, i) => ({
          platform: 'kiwify' as const,
          transaction_id: `KW-${person.id}-${i}`,
          state: 'granted' as const,
          user_id: person.id,
          paid_at: new Date(start + i * 86_400_000),
          updated_at: new Date(),
        })),
      )
      .execute();
    const payments = await paymentsOf(person.id);
    expect(payments).toHaveLength(MEMBER_PAGE_ROWS);
    expect(payments[0]?.transactionId).toBe(`KW-${person.id}-${MEMBER_PAGE_ROWS}`);
    expect(payments.at(-1)?.transactionId).toBe(`KW-${person.id}-1`);
  });
});
