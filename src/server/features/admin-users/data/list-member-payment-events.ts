import { MEMBER_PAGE_ROWS } from '../../../../shared/schemas/member-page';
import type { Db } from '../../../platform/db/connection';
import { normalizeSearchText } from '../../../platform/db/text-search';

const COLUMNS = [
  'e.id',
  'e.platform',
  'e.event_type',
  'e.transaction_id',
  'e.email',
  'e.outcome',
  'e.detail',
  'e.payload',
  'e.attempts',
  'e.received_at',
  'e.processed_at',
] as const;

/**
 * Issue 20 §1: the member's latest payment deliveries, those applied to them (user_id,
 * webhook_events_user_idx) and those naming their e-mail (webhook_event_terms' primary key: a
 * buyer whose payment matched nobody yet), newest first. Two indexed reads, merged here.
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
      .orderBy('e.id', 'desc')
      .limit(MEMBER_PAGE_ROWS)
      .execute(),
    db
      .selectFrom('webhook_event_terms as t')
      .innerJoin('webhook_events as e', 'e.id', 't.event_id')
      .select(COLUMNS)
      .where('t.term', '=', normalizeSearchText(member.email))
      .orderBy('e.received_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(MEMBER_PAGE_ROWS)
      .execute(),
  ]);
  const byId = new Map([...byUser, ...byEmail].map((row) => [row.id, row]));
  return [...byId.values()]
    .sort((a, b) => b.received_at.getTime() - a.received_at.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, MEMBER_PAGE_ROWS);
}
