import { MEMBER_PAGE_ROWS } from '../../../../shared/schemas/member-page';
import type { Db } from '../../../platform/db/connection';

/** Issue 20 §1: the codes served to the member, newest first (totp_requests_user_idx). */
export function listMemberCodeRequests({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('totp_requests')
    .select(['id', 'ip_address', 'user_agent', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(MEMBER_PAGE_ROWS)
    .execute();
}
