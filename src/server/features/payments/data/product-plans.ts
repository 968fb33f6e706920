import type { Plan } from '../../../../shared/constants';
import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';
import { planTermsOf } from '../../access';

// Which plan a payment for each platform's product (or "product:offer") grants (product_plans):
// edited on /admin/integracoes, seeded from PRODUCT_PLANS, read when a payment is applied.

export type ProductPlanChange = {
  platform: PaymentPlatform;
  productId: string;
  plan: Plan;
  updatedBy: string;
  now?: Date;
};

/** Every mapping, by platform then product (a few dozen at most: one per product or offer sold). */
export async function listProductPlans({ db }: { db: Db }) {
  return db.selectFrom('product_plans').selectAll().orderBy('platform').orderBy('product_id').execute();
}

/** The mappings of these products on any platform (the products one page of deliveries names). */
export async function listPlansOfProducts({ db, productIds }: { db: Db; productIds: string[] }) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_plans')
    .select(['platform', 'product_id', 'plan'])
    .where('product_id', 'in', productIds)
    .execute();
}

/**
 * The plan mapped to the first of `productIds` that has one (most specific first), or null; with
 * the plan's terms from plan_prices read in the same statement (null when it has no row there),
 * which grantPaidPeriod then does not read again (one round trip fewer per payment).
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
