import type { Insertable } from 'kysely';
import type { Plan } from '../../../../shared/constants';
import { REVENUE_CURRENCY, type RevenueKind } from '../../../../shared/revenue';
import { dayInSaoPaulo } from '../../../../shared/sao-paulo-day';
import type { Db } from '../../../platform/db/connection';
import type { RevenueMovementsTable } from '../../../platform/db/schema/revenue-movements';
import type { PaymentEvent } from '../payment-event';

// The money of an applied delivery (revenue_movements, which the admin overview's revenue sums:
// docs/decisions/022-revenue-from-payments.md). A sale when a payment first grants, a refund or
// chargeback when a granted payment is taken back (a protest, Hotmart's refund request, counts as
// a refund); the amount is what the platform says the buyer paid. Migration 0030 read the
// deliveries applied before it the same way (keep its copy in step when this changes).

const CHARGEBACKS = new Set(['PURCHASE_CHARGEBACK', 'chargeback']);

/** refund or chargeback, for an event that takes a payment back. */
export const revokeKindOf = (eventType: string): RevenueKind =>
  CHARGEBACKS.has(eventType) ? 'chargeback' : 'refund';

/** Reais to cents; null when absent or not a plausible amount (as a grant's price, under R$ 10 mi). */
const centsOf = (amount: number | null) =>
  amount !== null && Number.isFinite(amount) && amount >= 0 && amount < 1e7 ? Math.round(amount * 100) : null;

/** The movement of an applied delivery, recorded once (recordRevenueMovement). */
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

/**
 * Records one money movement unless its delivery, or the same kind for its payment, already has
 * one (a replay or a second refund event counts nothing twice). Runs in the delivery's
 * transaction, so it commits with the access change or not at all. A refund without an amount
 * takes its sale's.
 */
async function recordRevenueMovement({
  db,
  movement,
}: {
  db: Db;
  movement: Insertable<RevenueMovementsTable>;
}) {
  const sale =
    movement.kind !== 'sale' && movement.amount_cents === null
      ? await db
          .selectFrom('revenue_movements')
          .select(['amount_cents', 'currency'])
          .where('platform', '=', movement.platform)
          .where('transaction_id', '=', movement.transaction_id)
          .where('kind', '=', 'sale')
          .executeTakeFirst()
      : undefined;
  await db
    .insertInto('revenue_movements')
    .values(sale ? { ...movement, amount_cents: sale.amount_cents, currency: sale.currency } : movement)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
