import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';

/**
 * A member marks an active training as watched or not. Returns false when the training is not
 * (or no longer) active: members never touch inactive records.
 */
export async function setTrainingProgress({
  db,
  userId,
  trainingId,
  watched,
}: {
  db: Db;
  userId: string;
  trainingId: string;
  watched: boolean;
}) {
  return inTransaction(db, async (trx) => {
    const training = await trx
      .selectFrom('trainings')
      .select('id')
      .where('id', '=', trainingId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!training) return false;
    if (watched) {
      await trx
        .insertInto('training_progress')
        .values({ user_id: userId, training_id: trainingId, watched_at: new Date() })
        .onConflict((conflict) => conflict.columns(['user_id', 'training_id']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('training_progress')
        .where('user_id', '=', userId)
        .where('training_id', '=', trainingId)
        .execute();
    }
    return true;
  });
}
