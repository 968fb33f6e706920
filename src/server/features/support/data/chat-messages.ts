import { randomUUID } from 'node:crypto';
import type { ReplySource } from '../../../../shared/schemas/assistant-health';
import type { Assistant } from '../../../../shared/schemas/support';
import { OPEN_TICKET_STATUSES } from '../../../../shared/schemas/support-tickets';
import type { Db } from '../../../platform/db/connection';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import { parseTicketChat, serializeTicketChat, ticketAtCap, toStoredPair } from './tickets';

type RecordChatMessagesOptions = {
  db: Db;
  chatId: string;
  userId: string | null;
  assistant: Assistant;
  userMessage: string;
  assistantMessage: string;
  /** The member asked for a person, or the assistant could not answer: a ticket is opened. */
  openTicket: boolean;
  /** What the member needed, the subject of a ticket this opens. */
  subject?: string;
  /** Who wrote the answer; 'fallback' marks the chat in the admin's logs. */
  replySource?: ReplySource;
  /**
   * A member's open-ticket cap (SUPPORT_OPEN_TICKETS_PER_MEMBER) and the answer stored and shown
   * instead when it is reached: counted inside this transaction, under a lock on the member, so
   * parallel requests never open more than the cap.
   */
  ticketCap?: { cap: number; refusal: string };
};

const FOREIGN_CHAT = 'Esta conversa não pode continuar. Recarregue a página para começar outra.';

/**
 * Stores a member's message and the assistant's answer as one row of support_conversations,
 * and keeps the chat's row (support_sessions). A chat has at most one open ticket (pending or
 * answered): asking again adds to it (and puts an answered one back to pending), and while it
 * is open every new pair of messages is appended to its copy of the chat. Rows of a chat with a
 * ticket carry has_ticket. Returns the id of the ticket the chat has, if any.
 */
export async function recordChatMessages(
  options: RecordChatMessagesOptions,
): Promise<{ ticketId: string | null; assistantMessage: string; atCap: string | null }> {
  const { chatId, userId, assistant } = options;
  return inTransaction(options.db, async (trx) => {
    const now = new Date();
    // Two requests of one member opening tickets at once take turns here (PostgreSQL; SQLite's one
    // connection runs one transaction at a time), so the second counts the first's ticket.
    if (options.openTicket && options.ticketCap && userId)
      await lockedForUpdate(trx, trx.selectFrom('profiles').select('id').where('id', '=', userId)).execute();
    // The chat (if any) and its open ticket (if any), in one trip.
    const found = await trx
      .selectFrom('support_sessions as s')
      .leftJoin('support_tickets as t', (join) =>
        join.onRef('t.session_id', '=', 's.session_id').on('t.status', 'in', OPEN_TICKET_STATUSES),
      )
      .select(['s.user_id', 's.assistant', 't.id as ticket_id', 't.conversation'])
      .where('s.session_id', '=', chatId)
      .executeTakeFirst();
    // A chat belongs to whoever started it, with the assistant it started with.
    if (found && (found.user_id !== userId || found.assistant !== assistant))
      throw new AppError(409, FOREIGN_CHAT, 'foreign_chat');
    const pending =
      found?.ticket_id && found.conversation !== null
        ? { id: found.ticket_id, conversation: found.conversation }
        : undefined;
    // At the cap, the member's latest open ticket, for the reply to point to.
    const atCap =
      options.openTicket && !pending && options.ticketCap !== undefined && userId !== null
        ? await ticketAtCap({ db: trx, userId, chatId, cap: options.ticketCap.cap })
        : null;
    const capped = atCap !== null;
    const openTicket = options.openTicket && !capped;
    const assistantMessage =
      capped && options.ticketCap ? options.ticketCap.refusal : options.assistantMessage;
    const ticketed = openTicket || pending !== undefined;
    const fallback = options.replySource === 'fallback';

    const pair = {
      id: randomUUID(),
      session_id: chatId,
      user_id: userId,
      assistant,
      user_message: options.userMessage,
      assistant_message: assistantMessage,
      has_ticket: ticketed,
      reply_source: options.replySource ?? null,
      created_at: now,
    };
    await trx.insertInto('support_conversations').values(pair).execute();

    // An upsert, so two first messages of one chat racing on PostgreSQL both land.
    await trx
      .insertInto('support_sessions')
      .values({
        session_id: chatId,
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
      const pairs = [...parseTicketChat(pending.conversation), toStoredPair(pair)];
      await trx
        .updateTable('support_tickets')
        .set({
          conversation: serializeTicketChat(pairs),
          ...(openTicket && { status: 'pending' as const, updated_at: now }),
        })
        .where('id', '=', pending.id)
        .execute();
      return { ticketId: pending.id, assistantMessage, atCap };
    }
    if (!openTicket) return { ticketId: null, assistantMessage, atCap };

    const rows = await trx
      .selectFrom('support_conversations')
      .select(['user_message', 'assistant_message', 'created_at'])
      .where('session_id', '=', chatId)
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .execute();
    await trx
      .updateTable('support_conversations')
      .set({ has_ticket: true })
      .where('session_id', '=', chatId)
      .where('has_ticket', '=', false)
      .execute();
    const ticketId = randomUUID();
    await trx
      .insertInto('support_tickets')
      .values({
        id: ticketId,
        status: 'pending',
        conversation: serializeTicketChat(rows.map(toStoredPair)),
        session_id: chatId,
        subject: options.subject ?? null,
        user_id: userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { ticketId, assistantMessage, atCap };
  });
}
