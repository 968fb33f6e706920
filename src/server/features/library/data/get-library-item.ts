import type { Db } from '../../../platform/db/connection';
import { LIBRARY_COLUMNS } from './library-columns';

/** One item by id; `activeOnly` for members, who never see an inactive one (DECISIONS security 4). */
export async function getLibraryItem({ db, id, activeOnly }: { db: Db; id: string; activeOnly: boolean }) {
  let query = db.selectFrom('library_items').select(LIBRARY_COLUMNS).where('id', '=', id);
  if (activeOnly) query = query.where('is_active', '=', true);
  return query.executeTakeFirst();
}
