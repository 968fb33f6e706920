import type { Generated, Selectable } from 'kysely';
import type { GrantSource, Plan, SubscriptionStatus } from '../../../../shared/constants';
import type { Timestamp } from './timestamp';

/**
 * One grant of access (docs/decisions/016-access-as-grants.md): a period with its source and plan.
 * The table keeps its older name (renaming it costs a migration): the code calls a row a grant.
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
  /** The platform's product the reference belongs to (a subscriber code is per product); null: manual or older. */
  product: string | null;
};

export type Subscription = Selectable<SubscriptionsTable>;
