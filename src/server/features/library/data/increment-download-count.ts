import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';

/**
 * SPEC §7 increment_download_count: one atomic UPDATE (the row lock on PostgreSQL, the single
 * writer on SQLite), so concurrent downloads never lose a count. Inactive items are not counted
 * and give undefined, like a missing one.
 */
export async function incrementDownloadCount({ db, id }: { db: Db; id: string }) {
  return db
    .updateTable('library_items')
    .set({ downloads_count: sql<number>`downloads_count + 1` })
    .where('id', '=', id)
    .where('is_active', '=', true)
    .returning(['file_url', 'downloads_count'])
    .executeTakeFirst();
}
