import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

/** The plan mapped to the first of `productIds` that has one (most specific first), or null. */
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
    .select(['product_id', 'plan'])
    .where('platform', '=', platform)
    .where('product_id', 'in', productIds)
    .execute();
  for (const id of productIds) {
    const row = rows.find((r) => r.product_id === id);
    if (row) return row;
  }
  return null;
}
