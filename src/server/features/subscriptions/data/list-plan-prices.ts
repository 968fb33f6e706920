import { PLANS } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

/** Every plan's price and length, in the catalogue's order (mensal, anual, vitalício). */
export async function listPlanPrices({ db }: { db: Db }) {
  const rows = await db.selectFrom('plan_prices').selectAll().execute();
  return PLANS.flatMap((plan) => rows.find((row) => row.plan === plan) ?? []);
}
