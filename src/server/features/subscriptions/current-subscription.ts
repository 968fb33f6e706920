import type { Expression, QueryCreator } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema/database';
import type { Subscription } from '../../platform/db/schema/subscriptions';

// SPEC §5's current subscription, the subscriptions feature's public door: the session read, the
// viewer and the guards all ask it.

export type CurrentSubscription = Pick<
  Subscription,
  'id' | 'plan' | 'status' | 'price' | 'started_at' | 'expires_at'
>;

/** SPEC §5: status active, expiry not in the past, latest expiry first, one row. */
export async function getActiveSubscription({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}) {
  return currentSubscriptionQuery(db, userId, now)
    .select([
      'current.id',
      'current.plan',
      'current.status',
      'current.price',
      'current.started_at',
      'current.expires_at',
    ])
    .executeTakeFirst();
}

/**
 * The rule itself, written once: a member's current subscription as a query to select from
 * (`current`), for getActiveSubscription and for the session read's correlated subquery
 * (get-session-by-token.ts), where `userId` is the outer query's profile column.
 * Uses `subscriptions_active_lookup_idx` (user_id, status, expires_at).
 */
export function currentSubscriptionQuery(
  db: QueryCreator<Database>,
  userId: string | Expression<string>,
  now: Date,
) {
  return db
    .selectFrom('subscriptions as current')
    .where('current.user_id', '=', userId)
    .where('current.status', '=', 'active')
    .where('current.expires_at', '>', now)
    .orderBy('current.expires_at', 'desc')
    .limit(1);
}
