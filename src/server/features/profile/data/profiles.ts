import type { Db } from '../../../platform/db/connection';

/** An empty name is stored as null ("no name": the screens show the e-mail), as the admin's edit does. */
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
    .set({ full_name: fullName === '' ? null : fullName, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(['id', 'email', 'full_name', 'role', 'created_at'])
    .executeTakeFirstOrThrow();
}
