import { expect } from 'vitest';
import { createUser } from '../src/server/seed/factories';
import type { TestApp } from './test-app';
import { bodyAt } from './typed-body';
import { hotmartEvent, hotmartSample, subscriptionCode, transactionCode } from './webhook-payloads';
import { buyerEmail, type webhookRequests } from './webhook-requests';

type Requests = Pick<ReturnType<typeof webhookRequests>, 'hotmart' | 'expectOutcome' | 'subscriptionsOf'>;

/**
 * The members of the paid-period tests (docs/decisions/027-paid-periods.md): a member who can see
 * their own payments, a subscriber after N Hotmart approvals of one subscription, and the refund
 * and dispute (Hotmart's published PURCHASE_PROTEST sample) of one of their payments.
 */
export function paidPeriodScenarios({
  t,
  hotmart,
  expectOutcome,
  subscriptionsOf,
}: Requests & { t: TestApp }) {
  /** A member who can sign in, and their own payments as /api/me/payments lists them. */
  async function member() {
    const person = await createUser(t.deps, { email: buyerEmail() });
    const cookie = await t.signIn(person.email, person.password);
    const payments = async () => (await bodyAt(await t.api(cookie).me.payments.$get(), 200)).payments;
    return { ...person, cookie, payments };
  }

  /** The member's one grant of the test product (the annual plan), after `payments` approvals of it. */
  async function subscriber(payments = 1) {
    const person = await member();
    const subscriberCode = subscriptionCode();
    const transactions: string[] = [];
    for (let recurrence = 1; recurrence <= payments; recurrence++) {
      const transaction = transactionCode();
      transactions.push(transaction);
      await expectOutcome(
        await hotmart(hotmartEvent({ email: person.email, subscriberCode, transaction, recurrence })),
        'applied',
      );
    }
    const grant = async () => {
      const [only, ...others] = await subscriptionsOf(person.email);
      expect(others).toEqual([]);
      if (!only) throw new Error('no grant');
      return only;
    };
    return { ...person, subscriberCode, transactions, grant };
  }

  const refund = (email: string, transaction: string) =>
    hotmart(hotmartEvent({ event: 'PURCHASE_REFUNDED', email, transaction }));

  /** The buyer disputes their payment `index` (the first by default). */
  const protest = (s: { email: string; subscriberCode: string; transactions: string[] }, index = 0) =>
    hotmart(
      hotmartSample('hotmart-purchase-protest.json', {
        email: s.email,
        subscriberCode: s.subscriberCode,
        transaction: s.transactions[index],
      }),
    );

  /** The platform confirms payment `index` again (PURCHASE_COMPLETE): the dispute went the seller's way. */
  const complete = (s: { email: string; subscriberCode: string; transactions: string[] }, index = 0) =>
    hotmart(
      hotmartEvent({
        event: 'PURCHASE_COMPLETE',
        email: s.email,
        subscriberCode: s.subscriberCode,
        transaction: s.transactions[index],
      }),
    );

  return { member, subscriber, refund, protest, complete };
}
