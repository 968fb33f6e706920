import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

/** Removes one mapping; false when there was none. */
export async function deleteProductPlan({
  db,
  platform,
  productId,
}: {
  db: Db;
  platform: PaymentPlatform;
  productId: string;
}) {
  const result = await db
    .deleteFrom('product_plans')
    .where('platform', '=', platform)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
