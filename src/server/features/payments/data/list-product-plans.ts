import type { Db } from '../../../platform/db/connection';

/** Every mapping, by platform then product (a few dozen at most: one per product or offer sold). */
export async function listProductPlans({ db }: { db: Db }) {
  return db.selectFrom('product_plans').selectAll().orderBy('platform').orderBy('product_id').execute();
}
