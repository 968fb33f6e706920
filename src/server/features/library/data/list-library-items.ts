import type { DatabaseKind, Db } from '../../../platform/db/connection';
import { countList, inPageOrder, type ListQuery, pageIds } from '../../../platform/db/newest-first-page';
import { executeNamed } from '../../../platform/db/prepared-query';
import { LIBRARY_COLUMNS } from './library-columns';

const NAME_INDEX = { table: 'library_items', column: 'name_search' };

/**
 * SPEC §7 admin list: every item, newest first, a page at a time, optionally by name (contains,
 * case- and accent-insensitive), with the exact total: counted and paged in the indexes
 * (newest-first-page.ts), then only the page's rows are read.
 */
export async function listLibraryItems({
  db,
  kind,
  search,
  page,
  pageSize,
}: {
  db: Db;
  kind: DatabaseKind;
  search?: string;
  page: number;
  pageSize: number;
}) {
  const query: ListQuery = {
    list: 'library_items',
    activeOnly: false,
    search: search ? { index: NAME_INDEX, term: search } : undefined,
  };
  const { everyone, matching } = await countList(db, kind, query);
  const ids = await pageIds(db, kind, query, {
    everyone,
    matching,
    start: (page - 1) * pageSize,
    count: pageSize,
  });
  if (ids.length === 0) return { rows: [], total: matching };
  const rows = await executeNamed(
    db,
    db.selectFrom('library_items').select(LIBRARY_COLUMNS).where('id', 'in', ids),
  );
  return { rows: inPageOrder(ids, rows), total: matching };
}
