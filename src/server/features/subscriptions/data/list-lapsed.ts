import type { Db } from '../../../platform/db/connection';

/** Active rows already past their expiry, oldest first (subscriptions_status_expires_idx). */
export async function listLapsed({ db, now, limit }: { db: Db; now: Date; limit: number }) {
  return db
    .selectFrom('subscriptions')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}
