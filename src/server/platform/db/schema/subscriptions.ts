import type { Generated, Selectable } from 'kysely';
import type { GrantSource, Plan, SubscriptionStatus } from '../../../../shared/constants';
import type { Timestamp } from './timestamp';

/**
 * One grant of access, a period with its source and plan; the table keeps its old name
 * (docs/decisions/016-access-as-grants.md).
 */
export type SubscriptionsTable = {
  id: string;
  user_id: string;
  plan: Plan;
  status: SubscriptionStatus;
  price: number;
  started_at: Timestamp;
  /** The end of access; null: no end (lifetime). */
  expires_at: Date | null;
  updated_at: Timestamp;
  source: Generated<GrantSource>;
  /** The platform's subscription reference, or the transaction when there is none; null: manual. */
  reference: string | null;
};

export type Subscription = Selectable<SubscriptionsTable>;
