import type { Plan } from '../../../../shared/constants';
import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

export type ProductPlanChange = {
  platform: PaymentPlatform;
  productId: string;
  plan: Plan;
  updatedBy: string;
  now?: Date;
};

/** Adds the mapping or changes its plan. */
export async function saveProductPlan(db: Db, change: ProductPlanChange) {
  const { platform, productId, plan, updatedBy, now = new Date() } = change;
  return db
    .insertInto('product_plans')
    .values({ platform, product_id: productId, plan, updated_by: updatedBy, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['platform', 'product_id']).doUpdateSet({ plan, updated_by: updatedBy, updated_at: now }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** PRODUCT_PLANS at start: adds the mappings that are missing and leaves the admins' edits alone. */
export async function seedProductPlans(db: Db, plans: Omit<ProductPlanChange, 'updatedBy'>[]) {
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
