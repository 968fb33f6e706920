import { MEMBER_PAGE_ROWS } from '../../../../shared/schemas/member-page';
import type { Db } from '../../../platform/db/connection';

// The member page's sections: the latest MEMBER_PAGE_ROWS of each record about one member, each a
// walk of an index led by the member (named beside each).

/** The audit rows whose target is the member, newest first (audit_events_target_idx). */
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

/** The member's chats with the assistant, latest message first (support_sessions_user_last_idx). */
export function listMemberChats({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('support_sessions')
    .select(['session_id', 'assistant', 'first_message', 'message_count', 'has_ticket', 'last_message_at'])
    .where('user_id', '=', userId)
    .orderBy('last_message_at', 'desc')
    .limit(MEMBER_PAGE_ROWS)
    .execute();
}

/** The codes served to the member, newest first (totp_requests_user_idx). */
export function listMemberCodeRequests({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('totp_requests')
    .select(['id', 'ip_address', 'user_agent', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(MEMBER_PAGE_ROWS)
    .execute();
}

/** The member's support tickets, newest first (support_tickets_user_created_idx). */
export function listMemberTickets({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('support_tickets')
    .select(['id', 'status', 'conversation', 'created_at', 'resolved_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(MEMBER_PAGE_ROWS)
    .execute();
}

const PAYMENT_EVENT_COLUMNS = [
  'e.id',
  'e.platform',
  'e.event_type',
  'e.transaction_id',
  'e.email',
  'e.user_id',
  'e.outcome',
  'e.detail',
  'e.payload',
  'e.attempts',
  'e.received_at',
  'e.processed_at',
] as const;

/**
 * The member's latest payment deliveries, those applied to them (user_id) and those naming their
 * e-mail (a buyer whose payment matched nobody yet, or before the account existed), newest first:
 * two walks of webhook_events_user_idx and webhook_events_email_idx, merged here (one OR would
 * read both in full on SQLite).
 */
export async function listMemberPaymentEvents({
  db,
  member,
}: {
  db: Db;
  member: { id: string; email: string };
}) {
  const [byUser, byEmail] = await Promise.all([
    db
      .selectFrom('webhook_events as e')
      .select(PAYMENT_EVENT_COLUMNS)
      .where('e.user_id', '=', member.id)
      .orderBy('e.received_at', 'desc')
      .limit(MEMBER_PAGE_ROWS)
      .execute(),
    db
      .selectFrom('webhook_events as e')
      .select(PAYMENT_EVENT_COLUMNS)
      .where('e.email', '=', member.email.toLowerCase())
      .orderBy('e.received_at', 'desc')
      .limit(MEMBER_PAGE_ROWS)
      .execute(),
  ]);
  const byId = new Map([...byUser, ...byEmail].map((row) => [row.id, row]));
  return [...byId.values()]
    .sort((a, b) => b.received_at.getTime() - a.received_at.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, MEMBER_PAGE_ROWS);
}
