import type { CurrentSubscription } from '../subscriptions/current-subscription';
import type { SessionRow } from './data/get-session-by-token';

/** The left-joined subscription columns of a session row, or null when the profile has none current. */
export function currentSubscriptionOf(row: SessionRow): CurrentSubscription | null {
  const { subscription_id: id, plan, status, price } = row;
  const { subscription_started_at: started_at, subscription_expires_at: expires_at } = row;
  if (id === null || plan === null || status === null || price === null) return null;
  if (started_at === null || expires_at === null) return null;
  return { id, plan, status, price, started_at, expires_at };
}
