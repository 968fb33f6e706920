import { OPEN_TICKET_STATUSES } from '../../../../shared/schemas/support-tickets';
import type { Db } from '../../../platform/db/connection';

type TicketCapOptions = { db: Db; userId: string; sessionId: string; cap: number };

/**
 * Issue 18 §7: a member with `cap` open tickets (pending or answered) opens no other. A session
 * that already has an open ticket adds to it (record-exchange), so it is never refused.
 */
export async function isTicketCapReached({ db, userId, sessionId, cap }: TicketCapOptions) {
  const open = await db
    .selectFrom('support_tickets')
    .select('session_id')
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_TICKET_STATUSES)
    .execute();
  return !open.some((ticket) => ticket.session_id === sessionId) && open.length >= cap;
}
