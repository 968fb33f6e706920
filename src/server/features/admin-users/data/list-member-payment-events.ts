import { MEMBER_PAGE_ROWS } from '../../../../shared/schemas/member-page';
import type { Db } from '../../../platform/db/connection';

const COLUMNS = [
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
 * Issue 20 §1: the member's latest payment deliveries, those applied to them (user_id) and those
 * naming their e-mail (a buyer whose payment matched nobody yet, or before the account existed),
 * newest first: two walks of webhook_events_user_idx and webhook_events_email_idx, merged here
 * (one OR would read both in full on SQLite).
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
      .select(COLUMNS)
      .where('e.user_id', '=', member.id)
      .orderBy('e.received_at', 'desc')
      .limit(MEMBER_PAGE_ROWS)
      .execute(),
    db
      .selectFrom('webhook_events as e')
      .select(COLUMNS)
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
