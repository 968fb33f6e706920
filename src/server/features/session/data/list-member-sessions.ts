import type { Db } from '../../../platform/db/connection';

/** A member's live sessions, most recently active first (sessions_user_id_idx). */
export async function listMemberSessions({ db, userId, now }: { db: Db; userId: string; now: Date }) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip_address', 'user_agent', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}
