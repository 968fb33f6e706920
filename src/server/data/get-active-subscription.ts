import type { Db } from '../db/connection';

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
  return db
    .selectFrom('subscriptions')
    .select(['id', 'plan', 'status', 'price', 'started_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
