import { MEMBER_PAGE_ROWS } from '../../../../shared/schemas/member-page';
import type { Db } from '../../../platform/db/connection';

/** Issue 20 §1: the audit rows whose target is the member, newest first (audit_events_target_idx). */
export function listMemberAudit({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('audit_events')
    .selectAll()
    .where('target_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MEMBER_PAGE_ROWS)
    .execute();
}
