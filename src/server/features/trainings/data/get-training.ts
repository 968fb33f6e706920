import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import { TRAINING_COLUMNS } from './training-columns';

/**
 * One training by id. For a member (`memberId`): active only (members never see an inactive
 * one) and with their progress.
 */
export async function getTraining({ db, id, memberId }: { db: Db; id: string; memberId?: string }) {
  let query = db
    .selectFrom('trainings')
    .leftJoin('training_progress as progress', (join) =>
      join.onRef('progress.training_id', '=', 'trainings.id').on('progress.user_id', '=', memberId ?? ''),
    )
    .select([...TRAINING_COLUMNS, sql<boolean>`progress.user_id is not null`.as('watched')])
    .where('trainings.id', '=', id);
  if (memberId) query = query.where('trainings.is_active', '=', true);
  const row = await query.executeTakeFirst();
  // SQLite answers the flag as 0/1.
  return row && { ...row, watched: Boolean(row.watched) };
}
