import type { Db } from '../../../platform/db/connection';
import { executeNamed } from '../../../platform/db/fast/named-statements';
import { inPageOrder, type ListQuery, listPage } from '../../../platform/db/newest-first-page';
import { LIBRARY_COLUMNS } from './library-columns';

const NAME_INDEX = { table: 'library_items', column: 'name_search' };

/**
 * SPEC §7 admin list: every item, newest first, a page at a time, optionally by name (contains,
 * case- and accent-insensitive), with the exact total: counted and paged in the indexes
 * (newest-first-page.ts), then only the page's rows are read.
 */
export async function listLibraryItems({
  db,
  search,
  page,
  pageSize,
}: {
  db: Db;
  search?: string;
  page: number;
  pageSize: number;
}) {
  const query: ListQuery = {
    list: 'library_items',
    activeOnly: false,
    search: search ? { index: NAME_INDEX, term: search } : undefined,
  };
  const { ids, total } = await listPage({ db, query, page, pageSize });
  if (ids.length === 0) return { rows: [], total };
  const rows = await executeNamed(
    db,
    db.selectFrom('library_items').select(LIBRARY_COLUMNS).where('id', 'in', ids),
  );
  return { rows: inPageOrder(ids, rows), total };
}
