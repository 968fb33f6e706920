import { MEMBER_PAGE_ROWS } from '../../../../shared/schemas/member-page';
import type { Db } from '../../../platform/db/connection';

/** Issue 20 §1: the member's assistant conversations, latest message first (support_sessions_user_last_idx). */
export function listMemberChats({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('support_sessions')
    .select(['session_id', 'assistant', 'first_message', 'message_count', 'has_ticket', 'last_message_at'])
    .where('user_id', '=', userId)
    .orderBy('last_message_at', 'desc')
    .limit(MEMBER_PAGE_ROWS)
    .execute();
}
