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

/** SPEC §9 statuses: a lapsed row reads Expirada from now on. */
export async function markExpired(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .updateTable('subscriptions')
    .set({ status: 'expired', updated_at: now })
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
}
