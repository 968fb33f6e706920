import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { PAGE_SIZE } from '../../../../shared/constants';
import type { ChatMessagePair } from '../../../../shared/schemas/support';
import {
  OPEN_TICKET_STATUSES,
  type TicketStage,
  type TicketStatus,
} from '../../../../shared/schemas/support-tickets';
import { previewOf } from '../../../../shared/support-chat';
import type { Db } from '../../../platform/db/connection';
import type { SupportConversationsTable } from '../../../platform/db/schema/support-conversations';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../../audit';

// The tickets (table support_tickets): the admin's list and dialog, the member's "Meus chamados",
// the cap on open tickets, resolving. Opened by recordChatMessages (chat-messages.ts); replies are
// in ticket-replies.ts.

// A ticket keeps a copy of its chat's messages (user_message, assistant_message, created_at) in
// its `conversation` column, as JSON text so both engines keep it alike; messages the chat gets
// while the ticket is open are appended to it.
type StoredPair = { user_message: string; assistant_message: string; created_at: string };
type ChatMessageRow = Pick<
  Selectable<SupportConversationsTable>,
  'user_message' | 'assistant_message' | 'created_at'
>;

export const toStoredPair = (row: ChatMessageRow): StoredPair => ({
  user_message: row.user_message,
  assistant_message: row.assistant_message,
  created_at: row.created_at.toISOString(),
});

export const serializeTicketChat = (pairs: StoredPair[]) => JSON.stringify(pairs);

export function parseTicketChat(text: string): StoredPair[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as StoredPair[]) : [];
  } catch {
    return [];
  }
}

/** The chat's messages a ticket was opened with (its `conversation` column), as the API shows them. */
export const ticketChatOf = (conversation: string): ChatMessagePair[] =>
  parseTicketChat(conversation).map((pair) => ({
    userMessage: pair.user_message,
    assistantMessage: pair.assistant_message,
    createdAt: pair.created_at,
  }));

/** A ticket's preview: its first question, cut short. */
export const ticketPreview = (conversation: string) =>
  previewOf(ticketChatOf(conversation)[0]?.userMessage ?? '');

/** A ticket as admins see it: its chat's messages, and who opened it (null for a visitor's). */
const ticketsWithOpener = (db: Db) =>
  db
    .selectFrom('support_tickets as t')
    .leftJoin('profiles as p', 'p.id', 't.user_id')
    .select([
      't.id',
      't.status',
      't.session_id',
      't.subject',
      't.conversation',
      't.created_at',
      't.resolved_at',
      't.updated_at',
      't.user_id',
      'p.id as member_id',
      'p.email',
      'p.full_name',
      // The team has replied: a pending ticket is then one the member answered (Aguardando equipe).
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('support_ticket_messages as m')
              .select('m.id')
              .whereRef('m.ticket_id', '=', 't.id')
              .where('m.author', '=', 'admin')
              .where('m.internal', '=', false),
          )
          .as('team_replied'),
    ]);

type TicketFilters = { stage?: TicketStage; age?: string; q?: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The helpdesk's filters, as conditions on the tickets joined with their member. */
function filtered(db: Db, { stage, age, q }: TicketFilters, now: Date) {
  let query = ticketsWithOpener(db);
  if (stage === 'resolved' || stage === 'answered') query = query.where('t.status', '=', stage);
  if (stage === 'new' || stage === 'waiting') {
    query = query.where('t.status', '=', 'pending').where((eb) => {
      const replied = eb.exists(
        eb
          .selectFrom('support_ticket_messages as m')
          .select('m.id')
          .whereRef('m.ticket_id', '=', 't.id')
          .where('m.author', '=', 'admin')
          .where('m.internal', '=', false),
      );
      return stage === 'waiting' ? replied : eb.not(replied);
    });
  }
  if (age) query = query.where('t.updated_at', '<=', new Date(now.getTime() - Number(age) * DAY_MS));
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([like('p.email'), like('p.full_name'), like('t.subject'), like('t.conversation')]),
    );
  }
  return query;
}

/**
 * Tickets de Suporte, pages of 10 with the exact count: open ones first, the longest waiting first
 * (the team answers in order); resolved ones after, latest first. Filtered by stage, age and the
 * member's e-mail, name or the ticket's words.
 */
export async function listTickets({
  db,
  page,
  filters = {},
  now = new Date(),
}: {
  db: Db;
  page: number;
  filters?: TicketFilters;
  now?: Date;
}) {
  const base = filtered(db, filters, now);
  const [rows, count] = await Promise.all([
    base
      .orderBy(sql`case when t.status = 'resolved' then 1 else 0 end`)
      .orderBy(sql`case when t.status = 'resolved' then null else t.updated_at end`, 'asc')
      .orderBy('t.updated_at', 'desc')
      .orderBy('t.id')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom(base.clearSelect().select('t.id').as('f'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The admin's words for what the member needed, audited. */
export async function setTicketSubject(options: { db: Db; id: string; subject: string; actor: AuditActor }) {
  const { id, subject, actor } = options;
  await inTransaction(options.db, async (trx) => {
    const ticket = await lockedForUpdate(
      trx,
      trx.selectFrom('support_tickets').select(['id', 'subject', 'user_id']).where('id', '=', id),
    ).executeTakeFirst();
    if (!ticket) throw new AppError(404, TICKET_NOT_FOUND, 'not_found');
    await trx.updateTable('support_tickets').set({ subject }).where('id', '=', id).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'ticket.subject_changed',
      target: auditTargetOf(await memberOfTicket(trx, ticket.user_id)),
      before: { ticket: id, subject: ticket.subject },
      after: { ticket: id, subject },
    });
  });
}

/** An admin's internal note: kept with the replies, never shown to the member, audited. */
export async function addTicketNote(options: { db: Db; id: string; body: string; actor: AuditActor }) {
  const { id, body, actor } = options;
  await inTransaction(options.db, async (trx) => {
    const ticket = await lockedForUpdate(
      trx,
      trx.selectFrom('support_tickets').select(['id', 'user_id']).where('id', '=', id),
    ).executeTakeFirst();
    if (!ticket) throw new AppError(404, TICKET_NOT_FOUND, 'not_found');
    await trx
      .insertInto('support_ticket_messages')
      .values({
        id: randomUUID(),
        ticket_id: id,
        author: 'admin',
        author_id: actor.id,
        body,
        internal: true,
        created_at: new Date(),
      })
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'ticket.noted',
      target: auditTargetOf(await memberOfTicket(trx, ticket.user_id)),
      before: null,
      after: { ticket: id },
    });
  });
}

const memberOfTicket = (db: Db, userId: string | null) =>
  userId
    ? db.selectFrom('profiles').select(['id', 'email']).where('id', '=', userId).executeTakeFirst()
    : Promise.resolve(undefined);

export type TicketRow = Awaited<ReturnType<typeof listTickets>>['rows'][number];

export async function getTicket({ db, id }: { db: Db; id: string }) {
  return ticketsWithOpener(db).where('t.id', '=', id).executeTakeFirst();
}

/** The admin sidebar's count: tickets waiting for the team. */
/**
 * Tickets in one status: the team's pending ones (beside Tickets de Suporte), or one member's
 * answered ones (beside Suporte in the member menu, so a reply is not missed).
 */
export async function countTickets({
  db,
  status,
  userId,
}: {
  db: Db;
  status: TicketStatus;
  userId?: string;
}) {
  let query = db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('status', '=', status);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

const memberTickets = (db: Db, userId: string) =>
  db.selectFrom('support_tickets').where('user_id', '=', userId);

/** "Meus chamados": the member's own tickets, latest activity first, pages of 10. */
export async function listMemberTickets({ db, userId, page }: { db: Db; userId: string; page: number }) {
  const [rows, count] = await Promise.all([
    memberTickets(db, userId)
      .select(['id', 'status', 'conversation', 'created_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    memberTickets(db, userId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type MemberTicketRow = Awaited<ReturnType<typeof listMemberTickets>>['rows'][number];

/** One of the member's tickets; another person's is undefined, exactly like a missing one. */
export const getMemberTicket = ({ db, userId, id }: { db: Db; userId: string; id: string }) =>
  memberTickets(db, userId)
    .select(['id', 'status', 'conversation', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();

type TicketCapOptions = { db: Db; userId: string; chatId: string; cap: number };

/**
 * A member with `cap` open tickets (pending or answered) opens no other: the latest open one is
 * returned, for the chat to point to. A chat that already has an open ticket adds to it
 * (recordChatMessages), so it is never refused (null). Read by the transaction that may open one,
 * under its lock on the member, so parallel requests never open more than the cap.
 */
export async function ticketAtCap({ db, userId, chatId, cap }: TicketCapOptions) {
  const open = await db
    .selectFrom('support_tickets')
    .select(['id', 'session_id'])
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_TICKET_STATUSES)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  if (open.some((ticket) => ticket.session_id === chatId) || open.length < cap) return null;
  return open[0]?.id ?? null;
}

export const TICKET_NOT_FOUND = 'Ticket não encontrado.';
const ALREADY_RESOLVED = 'Este ticket já foi resolvido.';

/**
 * An admin's change to a ticket (a reply, resolving) starts here, inside its transaction: the
 * ticket, locked, with the member who opened it (the mail's recipient, the audit's target).
 * A resolved ticket takes no more changes.
 */
export async function lockOpenTicket({ db, id }: { db: Db; id: string }) {
  const ticket = await lockedForUpdate(
    db,
    db.selectFrom('support_tickets').select(['id', 'status', 'user_id']).where('id', '=', id),
  ).executeTakeFirst();
  if (!ticket) throw new AppError(404, TICKET_NOT_FOUND, 'not_found');
  if (ticket.status === 'resolved') throw new AppError(409, ALREADY_RESOLVED, 'ticket_resolved');
  const member = ticket.user_id
    ? await db
        .selectFrom('profiles')
        .select(['id', 'email', 'full_name'])
        .where('id', '=', ticket.user_id)
        .executeTakeFirst()
    : undefined;
  return { ...ticket, member };
}

/** The audit's subject: the member, or a placeholder for a ticket a visitor opened (visitors once could). */
const auditTargetOf = (member: { id: string; email: string } | undefined) =>
  member ? { id: member.id, email: member.email } : { id: null, email: 'visitante' };

/**
 * Moves a locked open ticket to `status` (answered by a reply, resolved) with its audit row, in
 * the caller's transaction.
 */
export async function moveTicket({
  db,
  ticket,
  status,
  actor,
  now,
}: {
  db: Db;
  ticket: Awaited<ReturnType<typeof lockOpenTicket>>;
  status: Exclude<TicketStatus, 'pending'>;
  actor: AuditActor;
  now: Date;
}) {
  await db
    .updateTable('support_tickets')
    .set({ status, updated_at: now, ...(status === 'resolved' && { resolved_at: now }) })
    .where('id', '=', ticket.id)
    .execute();
  await recordAudit({
    db,
    actor,
    action: status === 'resolved' ? 'ticket.resolved' : 'ticket.replied',
    target: auditTargetOf(ticket.member),
    before: { ticket: ticket.id, ticketStatus: ticket.status },
    after: { ticket: ticket.id, ticketStatus: status },
  });
}

/**
 * An open ticket (pending or answered) becomes resolved and resolved_at is stamped, once, with
 * its audit row. A missing ticket is a 404, one already resolved a 409.
 */
export async function resolveTicket({
  db,
  id,
  actor,
  now = new Date(),
}: {
  db: Db;
  id: string;
  actor: AuditActor;
  now?: Date;
}) {
  await inTransaction(db, async (trx) => {
    const ticket = await lockOpenTicket({ db: trx, id });
    await moveTicket({ db: trx, ticket, status: 'resolved', actor, now });
  });
}
