import type { Db } from '../../../platform/db/connection';

/** Why the session of this token hash ended, when a rule ended it (end-oldest-sessions.ts). */
export async function getEndReason({ db, tokenHash }: { db: Db; tokenHash: string }) {
  const row = await db
    .selectFrom('ended_sessions')
    .select('reason')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.reason ?? null;
}
