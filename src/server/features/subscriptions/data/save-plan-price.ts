import type { Plan } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

/** Sets a plan's price and length; grants already made keep theirs. */
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
  return db
    .updateTable('plan_prices')
    .set({ price, months, updated_by: updatedBy, updated_at: now })
    .where('plan', '=', plan)
    .returningAll()
    .executeTakeFirstOrThrow();
}
