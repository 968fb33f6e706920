import type { Plan } from '../../../shared/constants';
import { REVENUE_CURRENCY, type RevenueKind } from '../../../shared/revenue';
import { dayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { Db } from '../../platform/db/connection';
import { recordRevenueMovement } from './data/record-revenue-movement';
import type { PaymentEvent } from './payment-event';

// Issue 20 §5: the money of an applied delivery. A sale when a payment first grants, a refund or
// chargeback when a granted payment is taken back (a protest, Hotmart's refund request, counts as
// a refund); the amount is what the platform says the buyer paid. Migration 0030 read the
// deliveries applied before it the same way (keep its copy in step when this changes).

const CHARGEBACKS = new Set(['PURCHASE_CHARGEBACK', 'chargeback']);

/** refund or chargeback, for an event that takes a payment back. */
export const revokeKindOf = (eventType: string): RevenueKind =>
  CHARGEBACKS.has(eventType) ? 'chargeback' : 'refund';

/** Reais to cents; null when absent or not a plausible amount (as a grant's price, under R$ 10 mi). */
export const centsOf = (amount: number | null) =>
  amount !== null && Number.isFinite(amount) && amount >= 0 && amount < 1e7 ? Math.round(amount * 100) : null;

export function recordMoney(
  { db, now }: { db: Db; now: Date },
  event: PaymentEvent,
  movement: { kind: RevenueKind; plan: Plan | null; userId: string | null },
) {
  const cents = centsOf(event.amount);
  return recordRevenueMovement({
    db,
    movement: {
      event_key: event.eventKey,
      platform: event.platform,
      transaction_id: event.transactionId ?? '',
      kind: movement.kind,
      amount_cents: cents,
      // Both platforms sell in reais: an amount whose currency is not stated is taken as BRL.
      currency: cents === null ? null : (event.currency ?? REVENUE_CURRENCY),
      plan: movement.plan,
      user_id: movement.userId,
      occurred_at: now,
      day: dayInSaoPaulo(now),
    },
  });
}
