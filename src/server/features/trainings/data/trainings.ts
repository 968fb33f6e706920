import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { TrainingValues } from '../../../../shared/schemas/trainings';
import type { Db } from '../../../platform/db/connection';
import { executeNamed } from '../../../platform/db/fast/named-statements';
import { inPageOrder, type ListQuery, listPage } from '../../../platform/db/newest-first-page';
import type { TrainingsTable } from '../../../platform/db/schema/trainings';
import { normalizeSearchText } from '../../../platform/db/text-search';
import { inTransaction } from '../../../platform/db/transaction';

/** `trainings.title` → `title`. */
type ColumnName<Qualified> = Qualified extends `trainings.${infer Column}` ? Column : never;

// What every read of a training selects.
const TRAINING_COLUMNS = [
  'trainings.id',
  'trainings.title',
  'trainings.category',
  'trainings.youtube_url',
  'trainings.youtube_video_id',
  'trainings.description',
  'trainings.is_active',
  'trainings.created_at',
  'trainings.updated_at',
] as const;

/** The row those columns read, derived from the table's type so the two cannot drift. */
export type TrainingRow = Pick<Selectable<TrainingsTable>, ColumnName<(typeof TRAINING_COLUMNS)[number]>>;

const TITLE_INDEX = { table: 'trainings', column: 'title_search' };

/** The form's fields and the video's id as columns (the title also as the search folds it). */
const columnsOf = (values: TrainingValues, videoId: string) => ({
  title: values.title,
  title_search: normalizeSearchText(values.title),
  category: values.category,
  youtube_url: values.youtubeUrl,
  youtube_video_id: videoId,
  description: values.description,
  is_active: values.isActive,
});

/** Adds a training: the form's fields, the video's id, who added it. */
export async function createTraining({
  db,
  values,
  videoId,
  createdBy,
}: {
  db: Db;
  values: TrainingValues;
  videoId: string;
  createdBy: string;
}) {
  const now = new Date();
  return db
    .insertInto('trainings')
    .values({
      id: randomUUID(),
      ...columnsOf(values, videoId),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning(TRAINING_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Saves the form's fields. The video id changes only with the URL: `videoIdFor` gives the new
 * URL's id (docs/decisions/012-library-and-trainings.md). Returns the row before and after (the
 * audit records both).
 */
export async function updateTraining({
  db,
  id,
  values,
  videoIdFor,
}: {
  db: Db;
  id: string;
  values: TrainingValues;
  videoIdFor: (url: string) => string;
}) {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('trainings')
      .select(TRAINING_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return undefined;
    const videoId =
      values.youtubeUrl === before.youtube_url ? before.youtube_video_id : videoIdFor(values.youtubeUrl);
    const after = await trx
      .updateTable('trainings')
      .set({ ...columnsOf(values, videoId), updated_at: new Date() })
      .where('id', '=', id)
      .returning(TRAINING_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

/** Activates or deactivates a training, nothing else. */
export async function setTrainingStatus({ db, id, isActive }: { db: Db; id: string; isActive: boolean }) {
  return db
    .updateTable('trainings')
    .set({ is_active: isActive, updated_at: new Date() })
    .where('id', '=', id)
    .returning(TRAINING_COLUMNS)
    .executeTakeFirst();
}

/**
 * Deletes a training (members' progress on it goes with it: foreign key cascade); its title for the
 * audit.
 */
export async function deleteTraining({ db, id }: { db: Db; id: string }) {
  return db.deleteFrom('trainings').where('id', '=', id).returning(['id', 'title']).executeTakeFirst();
}

/** Trainings with whether `memberId` watched each (none: false everywhere, for admins). */
const withProgress = (db: Db, memberId: string | undefined) =>
  db
    .selectFrom('trainings')
    .leftJoin('training_progress as progress', (join) =>
      join.onRef('progress.training_id', '=', 'trainings.id').on('progress.user_id', '=', memberId ?? ''),
    )
    .select([...TRAINING_COLUMNS, sql<boolean>`progress.user_id is not null`.as('watched')]);

// SQLite answers the flag as 0/1.
const watchedFlag = <Row extends { watched: boolean }>(row: Row) => ({
  ...row,
  watched: Boolean(row.watched),
});

/**
 * One training by id. For a member (`memberId`): active only (members never see an inactive
 * one) and with their progress.
 */
export async function getTraining({ db, id, memberId }: { db: Db; id: string; memberId?: string }) {
  let query = withProgress(db, memberId).where('trainings.id', '=', id);
  if (memberId) query = query.where('trainings.is_active', '=', true);
  const row = await query.executeTakeFirst();
  return row && watchedFlag(row);
}

type ListTrainingsOptions = {
  db: Db;
  search?: string;
  page: number;
  pageSize: number;
  /** Members: active trainings only, each with this member's progress. Admins: everything. */
  member?: { userId: string };
};

/**
 * Trainings newest first, a page at a time, optionally by title (contains, case- and
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
  const rows = await executeNamed(db, withProgress(db, member?.userId).where('trainings.id', 'in', ids));
  return { rows: inPageOrder(ids, rows).map(watchedFlag), total };
}
