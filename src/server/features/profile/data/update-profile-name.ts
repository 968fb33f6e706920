import type { Db } from '../../../platform/db/connection';

export async function updateProfileName({
  db,
  userId,
  fullName,
}: {
  db: Db;
  userId: string;
  fullName: string;
}) {
  return db
    .updateTable('profiles')
    .set({ full_name: fullName, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(['id', 'email', 'full_name', 'role', 'created_at'])
    .executeTakeFirstOrThrow();
}
