import { PLANS, type Plan } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';

// What each plan costs and how long one grant of it lasts (plan_prices), edited by admins on
// /admin/integracoes: a paid grant's price when the delivery states none, and its length.

/** What a plan costs and how many months one grant of it lasts (null: no end). */
export type PlanTerms = { price: number; months: number | null };

/**
 * The terms of a plan_prices row, read alone or joined to a product's mapping. Its price is a
 * number on both engines: a REAL on SQLite, and a NUMERIC that connection.ts parses as a number
 * on PostgreSQL.
 */
export const planTermsOf = (row: { price: number; months: number | null }): PlanTerms => ({
  price: row.price,
  months: row.months,
});

/** A plan's terms. */
export async function planTerms(db: Db, plan: Plan): Promise<PlanTerms> {
  const row = await db
    .selectFrom('plan_prices')
    .select(['price', 'months'])
    .where('plan', '=', plan)
    .executeTakeFirstOrThrow();
  return planTermsOf(row);
}

/** Every plan's price and length, in the catalogue's order (mensal, anual, vitalício). */
export async function listPlanPrices({ db }: { db: Db }) {
  const rows = await db.selectFrom('plan_prices').selectAll().execute();
  return PLANS.flatMap((plan) => rows.find((row) => row.plan === plan) ?? []);
}

/** Sets a plan's price and length; grants already made keep theirs. Returns the row before and after. */
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
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('plan_prices')
      .selectAll()
      .where('plan', '=', plan)
      .executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('plan_prices')
      .set({ price, months, updated_by: updatedBy, updated_at: now })
      .where('plan', '=', plan)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}
