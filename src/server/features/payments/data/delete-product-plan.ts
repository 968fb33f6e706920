import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

/** Removes one mapping; returns its key, or undefined when there was none. */
export async function deleteProductPlan({
  db,
  platform,
  productId,
}: {
  db: Db;
  platform: PaymentPlatform;
  productId: string;
}) {
  return db
    .deleteFrom('product_plans')
    .where('platform', '=', platform)
    .where('product_id', '=', productId)
    .returning(['platform', 'product_id'])
    .executeTakeFirst();
}
