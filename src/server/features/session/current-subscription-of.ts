import type { MemberGrant } from '../subscriptions';
import type { SessionRow } from './data/get-session-by-token';

/** The left-joined grant columns of a session row: the member's deciding grant, or null. */
export function currentSubscriptionOf(row: SessionRow): MemberGrant | null {
  const { subscription_id: id, plan, status, source, price } = row;
  const { subscription_started_at: started_at, subscription_expires_at: expires_at } = row;
  if (id === null || plan === null || status === null || source === null || price === null) return null;
  if (started_at === null) return null;
  return { id, plan, status, source, price, started_at, expires_at };
}
