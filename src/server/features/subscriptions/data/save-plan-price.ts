import type { Plan } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';

/** Sets a plan's price and length; grants already made keep theirs. Returns the row before and after. */
export async function savePlanPrice({
  db,
  plan,
  price,
  months,
  updatedBy,
  now = new Date(),
}: {
  db: Db;
  plan: Plan;
  price: number;
  months: number | null;
  updatedBy: string;
  now?: Date;
}) {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('plan_prices')
      .selectAll()
      .where('plan', '=', plan)
      .executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('plan_prices')
      .set({ price, months, updated_by: updatedBy, updated_at: now })
      .where('plan', '=', plan)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}
