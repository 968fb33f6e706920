import { randomUUID } from 'node:crypto';
import { shortTicketId } from '../../../../shared/support-chat';
import type { Db } from '../../../platform/db/connection';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';
import { AppError, MESSAGES } from '../../../platform/http/app-error';
import { actionMail, greet } from '../../../platform/mail/action-mail';
import type { Mail } from '../../../platform/mail/mail';
import type { AuditActor } from '../../audit';
import { lockOpenTicket, moveTicket } from './tickets';

// A ticket's replies (table support_ticket_messages), after the chat's messages it was opened
// with: an admin's reply e-mails the member and marks it answered; the member's reply puts it
// back to pending for the team.

/**
 * A ticket's replies, oldest first, with the name of who wrote each; the admins' internal notes
 * only for admins (`withNotes`): a member's query never selects them.
 */
export async function listTicketReplies({
  db,
  ticketId,
  withNotes = false,
}: {
  db: Db;
  ticketId: string;
  withNotes?: boolean;
}) {
  return db
    .selectFrom('support_ticket_messages as m')
    .leftJoin('profiles as p', 'p.id', 'm.author_id')
    .select(['m.id', 'm.author', 'm.internal', 'm.body', 'm.created_at', 'p.email', 'p.full_name'])
    .where('m.ticket_id', '=', ticketId)
    .$if(!withNotes, (query) => query.where('m.internal', '=', false))
    .orderBy('m.created_at', 'asc')
    .orderBy('m.id')
    .execute();
}

export type TicketReplyRow = Awaited<ReturnType<typeof listTicketReplies>>[number];

type TicketReplyMail = {
  appName: string;
  appUrl: string;
  to: string;
  name: string | null;
  ticketId: string;
  reply: string;
};

/** The team replied to the member's ticket; the reply is read and replied to on /suporte. */
const ticketReplyMail = (o: TicketReplyMail) =>
  actionMail({
    to: o.to,
    subject: `Resposta ao seu chamado #${shortTicketId(o.ticketId)}`,
    greeting: greet(o.name),
    body: `A equipe do ${o.appName} respondeu ao seu chamado #${shortTicketId(o.ticketId)}:\n\n${o.reply}\n\nPara responder, abra "Meus chamados" na página de Suporte.`,
    action: 'Ver meus chamados',
    url: `${o.appUrl}/suporte?chamado=${o.ticketId}`,
    footer: 'Se o seu problema já foi resolvido, não precisa fazer nada.',
  });

const NOBODY_TO_ANSWER = 'Este ticket foi aberto por um visitante: não há a quem responder.';

type ReplyToTicketOptions = {
  db: Db;
  mail: Mail;
  id: string;
  actor: AuditActor;
  body: string;
  /** The mail's wording and its link to "Meus chamados". */
  appName: string;
  appUrl: string;
  now?: Date;
};

/**
 * An admin replies to an open ticket. The reply is added, the ticket becomes answered
 * (Respondido), the member's mail is queued and the audit row written, all in one transaction:
 * a reply the member was never told about cannot exist.
 */
export async function replyToTicket({
  db,
  mail,
  id,
  actor,
  body,
  now = new Date(),
  ...site
}: ReplyToTicketOptions) {
  await inTransaction(db, async (trx) => {
    const ticket = await lockOpenTicket({ db: trx, id });
    if (!ticket.member) throw new AppError(409, NOBODY_TO_ANSWER, 'visitor_ticket');
    await trx
      .insertInto('support_ticket_messages')
      .values({
        id: randomUUID(),
        ticket_id: id,
        author: 'admin',
        author_id: actor.id,
        body,
        created_at: now,
      })
      .execute();
    await moveTicket({ db: trx, ticket, status: 'answered', actor, now });
    await mail.enqueue(
      ticketReplyMail({
        ...site,
        to: ticket.member.email,
        name: ticket.member.full_name,
        ticketId: id,
        reply: body,
      }),
      { db: trx },
    );
  });
}

// The common text: the access matrix checks every refusal it sees speaks it.
export const MEMBER_TICKET_NOT_FOUND = MESSAGES.notFound;
const RESOLVED =
  'Este chamado já foi resolvido. Se precisar de mais ajuda, escreva no chat: abrimos outro se for preciso.';

/**
 * The member replies on their own open ticket, which goes back to pending (Pendente) for the
 * team. Someone else's ticket is "not found", never "forbidden": its existence is not the
 * member's to learn.
 */
export async function replyToOwnTicket(options: {
  db: Db;
  userId: string;
  id: string;
  body: string;
  now?: Date;
}) {
  const { userId, id, body, now = new Date() } = options;
  await inTransaction(options.db, async (trx) => {
    const ticket = await lockedForUpdate(
      trx,
      trx.selectFrom('support_tickets').select('status').where('id', '=', id).where('user_id', '=', userId),
    ).executeTakeFirst();
    if (!ticket) throw new AppError(404, MEMBER_TICKET_NOT_FOUND, 'not_found');
    if (ticket.status === 'resolved') throw new AppError(409, RESOLVED, 'ticket_resolved');
    await trx
      .insertInto('support_ticket_messages')
      .values({ id: randomUUID(), ticket_id: id, author: 'member', author_id: userId, body, created_at: now })
      .execute();
    await trx
      .updateTable('support_tickets')
      .set({ status: 'pending', updated_at: now })
      .where('id', '=', id)
      .execute();
  });
}
