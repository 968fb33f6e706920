import type { Db } from '../../../platform/db/connection';

/**
 * Grants still giving access by status but already past their end, oldest first
 * (subscriptions_status_expires_idx), with their member.
 */
export async function listLapsed({ db, now, limit }: { db: Db; now: Date; limit: number }) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'user_id'])
    .where('status', 'in', ['active', 'cancelled'])
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}
