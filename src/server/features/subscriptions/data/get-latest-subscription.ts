import type { Db } from '../../../platform/db/connection';

/** The member's most recent subscription of any status (expired and cancelled included). */
export async function getLatestSubscription({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'plan', 'status', 'price', 'started_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
