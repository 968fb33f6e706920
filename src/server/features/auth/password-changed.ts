import type { Db } from '../../platform/db/connection';
import { deleteResetLinks } from './data/delete-reset-links';

/**
 * What follows any change of a member's password, whichever way it happened (reset link,
 * settings, an admin): links e-mailed for the old password stop working (issue 7 §2.3).
 */
export async function onPasswordChanged({ db, userId }: { db: Db; userId: string }) {
  await deleteResetLinks({ db, userId });
}
