import type { Db } from '../../../platform/db/connection';

/**
 * SPEC §4: pending becomes resolved and resolved_at is stamped, once. Returns what happened, so
 * the route can tell a missing ticket from one already resolved.
 */
export async function resolveTicket({ db, id, now = new Date() }: { db: Db; id: string; now?: Date }) {
  const resolved = await db
    .updateTable('support_tickets')
    .set({ status: 'resolved', resolved_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (resolved.numUpdatedRows > 0n) return 'resolved' as const;
  const exists = await db.selectFrom('support_tickets').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? ('already-resolved' as const) : ('not-found' as const);
}
