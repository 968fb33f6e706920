import type { Db } from '../../../platform/db/connection';

/** Marks the member's address as confirmed. */
export async function markEmailVerified({ db, userId }: { db: Db; userId: string }) {
  await db
    .updateTable('profiles')
    .set({ email_verified: true })
    .where('id', '=', userId)
    .where('email_verified', '=', false)
    .execute();
}
