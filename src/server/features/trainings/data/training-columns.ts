import type { Selectable } from 'kysely';
import type { TrainingsTable } from '../../../platform/db/schema/trainings';

/** `trainings.title` → `title`. */
type ColumnName<Qualified> = Qualified extends `trainings.${infer Column}` ? Column : never;

// What every read of a training selects.
export const TRAINING_COLUMNS = [
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

export const TITLE_INDEX = { table: 'trainings', column: 'title_search' };
