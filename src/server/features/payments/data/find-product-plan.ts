import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';
import { planTermsOf } from '../../subscriptions';

/**
 * The plan mapped to the first of `productIds` that has one (most specific first), or null; with
 * the plan's terms from plan_prices read in the same statement (null when it has no row there),
 * which grantPaidPeriod then does not read again (issue 22 §4: one round trip fewer a payment).
 */
export async function findProductPlan({
  db,
  platform,
  productIds,
}: {
  db: Db;
  platform: PaymentPlatform;
  productIds: string[];
}) {
  if (productIds.length === 0) return null;
  const rows = await db
    .selectFrom('product_plans')
    .leftJoin('plan_prices', 'plan_prices.plan', 'product_plans.plan')
    .select(['product_plans.product_id', 'product_plans.plan', 'plan_prices.price', 'plan_prices.months'])
    .where('product_plans.platform', '=', platform)
    .where('product_plans.product_id', 'in', productIds)
    .execute();
  for (const id of productIds) {
    const row = rows.find((r) => r.product_id === id);
    if (row)
      return {
        product_id: row.product_id,
        plan: row.plan,
        terms: row.price === null ? null : planTermsOf({ price: row.price, months: row.months }),
      };
  }
  return null;
}
