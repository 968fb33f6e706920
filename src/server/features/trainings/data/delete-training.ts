import type { Db } from '../../../platform/db/connection';

/** SPEC §7 delete by id (members' progress on it goes with it: foreign key cascade); its title for the audit. */
export async function deleteTraining({ db, id }: { db: Db; id: string }) {
  return db.deleteFrom('trainings').where('id', '=', id).returning(['id', 'title']).executeTakeFirst();
}
