import { randomUUID } from 'node:crypto';
import type { ReplySource } from '../../../../shared/schemas/assistant-health';
import type { Assistant } from '../../../../shared/schemas/support';
import { OPEN_TICKET_STATUSES } from '../../../../shared/schemas/support-tickets';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import { parseConversation, serializeConversation, toStoredEntry } from '../ticket-conversation';

type RecordExchangeOptions = {
  db: Db;
  sessionId: string;
  userId: string | null;
  assistant: Assistant;
  userMessage: string;
  assistantMessage: string;
  /** The member asked for a person, or the assistant could not answer (DECISIONS: tickets). */
  openTicket: boolean;
  /** Issue 18 §6: who wrote the reply; 'fallback' marks the session for the admin's logs. */
  replySource?: ReplySource;
};

const FOREIGN_SESSION = 'Esta conversa não pode continuar. Recarregue a página para começar outra.';

/**
 * Stores one exchange (SPEC §3 support_conversations) and keeps its session row. A session has at
 * most one open ticket (pending, or answered: issue 18 §4): asking again adds to it (and puts an
 * answered one back to pending), and while it is open every new exchange is appended to its
 * embedded conversation. Rows of a ticketed session carry has_ticket.
 * Returns the id of the ticket the session has, if any.
 */
export async function recordExchange(options: RecordExchangeOptions): Promise<{ ticketId: string | null }> {
  const { sessionId, userId, assistant } = options;
  return inTransaction(options.db, async (trx) => {
    const now = new Date();
    // The session (if any) and its open ticket (if any), in one trip.
    const found = await trx
      .selectFrom('support_sessions as s')
      .leftJoin('support_tickets as t', (join) =>
        join.onRef('t.session_id', '=', 's.session_id').on('t.status', 'in', OPEN_TICKET_STATUSES),
      )
      .select(['s.user_id', 's.assistant', 't.id as ticket_id', 't.conversation'])
      .where('s.session_id', '=', sessionId)
      .executeTakeFirst();
    // A session belongs to whoever started it, in the chat it started in.
    if (found && (found.user_id !== userId || found.assistant !== assistant))
      throw new AppError(409, FOREIGN_SESSION, 'foreign_session');
    const pending =
      found?.ticket_id && found.conversation !== null
        ? { id: found.ticket_id, conversation: found.conversation }
        : undefined;
    const ticketed = options.openTicket || pending !== undefined;
    const fallback = options.replySource === 'fallback';

    const exchange = {
      id: randomUUID(),
      session_id: sessionId,
      user_id: userId,
      assistant,
      user_message: options.userMessage,
      assistant_message: options.assistantMessage,
      has_ticket: ticketed,
      reply_source: options.replySource ?? null,
      created_at: now,
    };
    await trx.insertInto('support_conversations').values(exchange).execute();

    // An upsert, so two first messages of one session racing on PostgreSQL both land.
    await trx
      .insertInto('support_sessions')
      .values({
        session_id: sessionId,
        user_id: userId,
        assistant,
        first_message: options.userMessage,
        has_ticket: ticketed,
        has_fallback: fallback,
        started_at: now,
        last_message_at: now,
      })
      .onConflict((oc) =>
        oc.column('session_id').doUpdateSet((eb) => ({
          message_count: eb('support_sessions.message_count', '+', 1),
          last_message_at: now,
          ...(ticketed && { has_ticket: true }),
          ...(fallback && { has_fallback: true }),
        })),
      )
      .execute();

    if (pending) {
      const conversation = [...parseConversation(pending.conversation), toStoredEntry(exchange)];
      await trx
        .updateTable('support_tickets')
        .set({
          conversation: serializeConversation(conversation),
          ...(options.openTicket && { status: 'pending' as const, updated_at: now }),
        })
        .where('id', '=', pending.id)
        .execute();
      return { ticketId: pending.id };
    }
    if (!options.openTicket) return { ticketId: null };

    const rows = await trx
      .selectFrom('support_conversations')
      .select(['user_message', 'assistant_message', 'created_at'])
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .execute();
    await trx
      .updateTable('support_conversations')
      .set({ has_ticket: true })
      .where('session_id', '=', sessionId)
      .where('has_ticket', '=', false)
      .execute();
    const ticketId = randomUUID();
    await trx
      .insertInto('support_tickets')
      .values({
        id: ticketId,
        status: 'pending',
        conversation: serializeConversation(rows.map(toStoredEntry)),
        session_id: sessionId,
        user_id: userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { ticketId };
  });
}
