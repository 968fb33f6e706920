import type { SubscriptionView } from '../../../shared/subscription-rules';
import type { CurrentSubscription } from './current-subscription';

export function toSubscriptionView(row: CurrentSubscription): SubscriptionView {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    price: row.price,
    startedAt: row.started_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
