import type { Db } from '../../../platform/db/connection';
import type { ProductPlanChange } from './save-product-plan';

/** PRODUCT_PLANS at start: adds the mappings that are missing and leaves the admins' edits alone. */
export async function seedProductPlans({
  db,
  plans,
}: {
  db: Db;
  plans: Omit<ProductPlanChange, 'updatedBy'>[];
}) {
  if (plans.length === 0) return;
  const now = new Date();
  await db
    .insertInto('product_plans')
    .values(
      plans.map(({ platform, productId, plan }) => ({
        platform,
        product_id: productId,
        plan,
        updated_by: 'PRODUCT_PLANS',
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['platform', 'product_id']).doNothing())
    .execute();
}
