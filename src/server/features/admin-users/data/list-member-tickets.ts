import { MEMBER_PAGE_ROWS } from '../../../../shared/schemas/member-page';
import type { Db } from '../../../platform/db/connection';

/** Issue 20 §1: the member's support tickets, newest first (support_tickets_user_created_idx). */
export function listMemberTickets({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('support_tickets')
    .select(['id', 'status', 'conversation', 'created_at', 'resolved_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(MEMBER_PAGE_ROWS)
    .execute();
}
