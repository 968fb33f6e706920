import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import type { Mail } from '../../../platform/mail/mail';
import type { AuditActor } from '../../audit';
import { ticketReplyMail } from '../ticket-reply-mail';
import { lockOpenTicket, moveTicket } from './lock-open-ticket';

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
 * Issue 18 §4: an admin answers an open ticket. The message joins the thread, the ticket becomes
 * answered (Respondido), the member's mail is queued and the audit row written, all in one
 * transaction: a reply the member was never told about cannot exist.
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
