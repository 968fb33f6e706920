import type { Selectable } from 'kysely';
import type { Plan } from '../../../../shared/constants';
import type { Timestamp } from './timestamp';

/** What each plan costs and how long one grant of it lasts (null: no end). */
export type PlanPricesTable = {
  plan: Plan;
  price: number;
  months: number | null;
  updated_at: Timestamp;
  updated_by: string;
};

export type PlanPriceRow = Selectable<PlanPricesTable>;
