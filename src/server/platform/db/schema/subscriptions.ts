import type { Selectable } from 'kysely';
import type { Plan, SubscriptionStatus } from '../../../../shared/constants';
import type { Timestamp } from './timestamp';

export type SubscriptionsTable = {
  id: string;
  user_id: string;
  plan: Plan;
  status: SubscriptionStatus;
  price: number;
  started_at: Timestamp;
  expires_at: Date;
  updated_at: Timestamp;
};

export type Subscription = Selectable<SubscriptionsTable>;
