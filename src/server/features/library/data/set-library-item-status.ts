import type { Db } from '../../../platform/db/connection';
import { LIBRARY_COLUMNS } from './library-columns';

/** SPEC §7: update is_active only. */
export async function setLibraryItemStatus({ db, id, isActive }: { db: Db; id: string; isActive: boolean }) {
  return db
    .updateTable('library_items')
    .set({ is_active: isActive, updated_at: new Date() })
    .where('id', '=', id)
    .returning(LIBRARY_COLUMNS)
    .executeTakeFirst();
}
