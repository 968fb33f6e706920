import type { Plan } from '../../../shared/constants';
import { addMonths, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { Db } from '../../platform/db/connection';

/** What a plan costs and how many months one grant of it lasts (null: no end). */
export type PlanTerms = { price: number; months: number | null };

/** A plan's terms, from plan_prices. */
export async function planTerms(db: Db, plan: Plan): Promise<PlanTerms> {
  const row = await db
    .selectFrom('plan_prices')
    .select(['price', 'months'])
    .where('plan', '=', plan)
    .executeTakeFirstOrThrow();
  return planTermsOf(row);
}

/** The terms of a plan_prices row, however it was read (its price comes back as text on PostgreSQL). */
export const planTermsOf = (row: { price: number | string; months: number | null }): PlanTerms => ({
  price: Number(row.price),
  months: row.months,
});

/** The end of the São Paulo day `months` after `from`; null (no end) for a plan without a length. */
export const endAfter = (from: Date, months: number | null) =>
  months === null ? null : endOfDayInSaoPaulo(addMonths(dayInSaoPaulo(from), months));
