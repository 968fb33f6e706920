import type { Db } from '../../../platform/db/connection';

/**
 * Deletes every outstanding password-reset link of one user. Better Auth keeps each as a
 * verification row `reset-password:<token>` whose value is the user id (stored plain: we do not
 * set `verification.storeIdentifier`).
 */
export async function deleteResetLinks({ db, userId }: { db: Db; userId: string }) {
  await db
    .deleteFrom('verifications')
    .where('identifier', 'like', 'reset-password:%')
    .where('value', '=', userId)
    .execute();
}
