import type { SubscriptionView } from '../../shared/subscription-rules';
import type { Subscription } from '../db/schema';

export function toSubscriptionView(
  row: Pick<Subscription, 'id' | 'plan' | 'status' | 'price' | 'started_at' | 'expires_at'>,
): SubscriptionView {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    price: row.price,
    startedAt: row.started_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
