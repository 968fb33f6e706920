import type { Db } from '../../../platform/db/connection';
import { TRAINING_COLUMNS } from './training-columns';

/** SPEC §7: toggle is_active. */
export async function setTrainingStatus({ db, id, isActive }: { db: Db; id: string; isActive: boolean }) {
  return db
    .updateTable('trainings')
    .set({ is_active: isActive, updated_at: new Date() })
    .where('id', '=', id)
    .returning(TRAINING_COLUMNS)
    .executeTakeFirst();
}
