import type { Db } from '../../../platform/db/connection';
import { LIBRARY_COLUMNS } from './library-columns';

export type GridPosition = { createdAt: Date; id: string };

/**
 * SPEC §7: members see active items, newest first. Paged by keyset (after the last item seen),
 * so any page is one walk of `library_items_active_page_idx`, however deep. One row more than
 * the page tells whether another page exists.
 */
export async function listActiveLibraryItems({
  db,
  after,
  limit,
}: {
  db: Db;
  after?: GridPosition;
  limit: number;
}) {
  let query = db
    .selectFrom('library_items')
    .select(LIBRARY_COLUMNS)
    .where('is_active', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  const rows = await query.execute();
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
