import type { SubscriptionView } from '../../../shared/subscription-rules';
import type { MemberGrant } from './member-access';

export function toSubscriptionView(row: MemberGrant): SubscriptionView {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    source: row.source,
    price: Number(row.price),
    startedAt: row.started_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}
