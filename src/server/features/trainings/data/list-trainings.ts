import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import { executeNamed } from '../../../platform/db/fast/named-statements';
import { inPageOrder, type ListQuery, listPage } from '../../../platform/db/newest-first-page';
import { TITLE_INDEX, TRAINING_COLUMNS } from './training-columns';

type ListTrainingsOptions = {
  db: Db;
  search?: string;
  page: number;
  pageSize: number;
  /** Members: active trainings only, each with this member's progress. Admins: everything. */
  member?: { userId: string };
};

/**
 * SPEC §7 trainings, newest first, a page at a time, optionally by title (contains, case- and
 * accent-insensitive), with the exact count: counted and paged in the indexes
 * (newest-first-page.ts), then only the page's rows are read, with the member's progress.
 */
export async function listTrainings({ db, search, page, pageSize, member }: ListTrainingsOptions) {
  const query: ListQuery = {
    list: 'trainings',
    activeOnly: Boolean(member),
    search: search ? { index: TITLE_INDEX, term: search } : undefined,
  };
  const { ids, total } = await listPage({ db, query, page, pageSize });
  if (ids.length === 0) return { rows: [], total };
  const rows = await executeNamed(
    db,
    db
      .selectFrom('trainings')
      .leftJoin('training_progress as progress', (join) =>
        join
          .onRef('progress.training_id', '=', 'trainings.id')
          .on('progress.user_id', '=', member?.userId ?? ''),
      )
      .select([...TRAINING_COLUMNS, sql<boolean>`progress.user_id is not null`.as('watched')])
      .where('trainings.id', 'in', ids),
  );
  // SQLite answers the flag as 0/1.
  return {
    rows: inPageOrder(ids, rows).map((row) => ({ ...row, watched: Boolean(row.watched) })),
    total,
  };
}
