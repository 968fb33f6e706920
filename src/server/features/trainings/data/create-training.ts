import { randomUUID } from 'node:crypto';
import type { TrainingValues } from '../../../../shared/schemas/trainings';
import type { Db } from '../../../platform/db/connection';
import { normalizeSearchText } from '../../../platform/db/text-search';
import { TRAINING_COLUMNS } from './training-columns';

/** SPEC §7 insert: title, category, youtube_url, youtube_video_id, description, is_active, created_by. */
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
      title: values.title,
      title_search: normalizeSearchText(values.title),
      category: values.category,
      youtube_url: values.youtubeUrl,
      youtube_video_id: videoId,
      description: values.description,
      is_active: values.isActive,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning(TRAINING_COLUMNS)
    .executeTakeFirstOrThrow();
}
