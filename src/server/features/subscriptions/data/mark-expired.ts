import type { Db } from '../../../platform/db/connection';

/** SPEC §9 statuses: a lapsed grant reads Expirada from now on. */
export async function markExpired({ db, ids, now }: { db: Db; ids: string[]; now: Date }) {
  if (ids.length === 0) return;
  await db
    .updateTable('subscriptions')
    .set({ status: 'expired', updated_at: now })
    .where('id', 'in', ids)
    .where('status', 'in', ['active', 'cancelled'])
    .execute();
}
