import type { Selectable } from 'kysely';
import type { Plan } from '../../../../shared/constants';
import type { PaymentPlatform } from '../../../../shared/payments';
import type { Timestamp } from './timestamp';

/** A platform's product (or "product:offer") and the plan a payment for it grants. */
export type ProductPlansTable = {
  platform: PaymentPlatform;
  product_id: string;
  plan: Plan;
  updated_at: Timestamp;
  updated_by: string;
};

export type ProductPlanRow = Selectable<ProductPlansTable>;
