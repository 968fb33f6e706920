import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import type { RevenueMovementsTable } from '../../../platform/db/schema/revenue-movements';

/**
 * Records one money movement unless its delivery, or the same kind for its payment, already has
 * one (issue 20 §5: each movement once). Runs in the delivery's transaction, so it commits with
 * the access change or not at all. A refund without an amount takes its sale's.
 */
export async function recordRevenueMovement({
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
