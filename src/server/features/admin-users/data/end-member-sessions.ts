import type { Db } from '../../../platform/db/connection';

/**
 * Issue 20 §1 "Encerrar sessões": ends every session of the member (each device's next request
 * is signed out); returns how many. Runs in the caller's audited transaction.
 */
export async function endMemberSessions({ db, userId }: { db: Db; userId: string }) {
  const ended = await db.deleteFrom('sessions').where('user_id', '=', userId).returning('id').execute();
  return ended.length;
}
