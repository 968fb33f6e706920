import type { TrainingValues } from '../../../../shared/schemas/trainings';
import type { Db } from '../../../platform/db/connection';
import { normalizeSearchText } from '../../../platform/db/text-search';
import { inTransaction } from '../../../platform/db/transaction';
import { TRAINING_COLUMNS } from './training-columns';

/**
 * SPEC §7 update: title, category, youtube_url, description, is_active, updated_at. The video id
 * changes only with the URL (decision 012): `videoIdFor` gives the new URL's id. Returns the row
 * before and after (the audit records both).
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
      .set({
        title: values.title,
        title_search: normalizeSearchText(values.title),
        category: values.category,
        youtube_url: values.youtubeUrl,
        youtube_video_id: videoId,
        description: values.description,
        is_active: values.isActive,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returning(TRAINING_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}
