import { MEMBER_PAGE_ROWS } from '../../../../shared/schemas/member-page';
import type { Db } from '../../../platform/db/connection';

/** Issue 20 §1: the member's live sessions, most recently active first (sessions_user_id_idx). */
export function listMemberSessions({ db, userId, now }: { db: Db; userId: string; now: Date }) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip_address', 'user_agent', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MEMBER_PAGE_ROWS)
    .execute();
}
