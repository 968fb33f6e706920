import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';

/**
 * Deletes an account whose e-mail was never confirmed, with its sessions, password and pending
 * links (foreign keys cascade). Returns whether one was deleted; a confirmed account is kept.
 */
export async function deleteUnconfirmedAccount({ db, userId }: { db: Db; userId: string }) {
  return inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom('profiles')
      .where('id', '=', userId)
      .where('email_verified', '=', false)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return false;
    await trx.deleteFrom('verifications').where('value', '=', userId).execute();
    return true;
  });
}
