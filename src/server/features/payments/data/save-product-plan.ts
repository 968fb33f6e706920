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
export async function saveProductPlan({
  db,
  platform,
  productId,
  plan,
  updatedBy,
  now = new Date(),
}: ProductPlanChange & { db: Db }) {
  return db
    .insertInto('product_plans')
    .values({ platform, product_id: productId, plan, updated_by: updatedBy, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['platform', 'product_id']).doUpdateSet({ plan, updated_by: updatedBy, updated_at: now }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
