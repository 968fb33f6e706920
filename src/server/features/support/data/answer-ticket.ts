import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/connection';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';
import { AppError, MESSAGES } from '../../../platform/http/app-error';

// The common text: the access matrix checks every refusal it sees speaks it.
export const MEMBER_TICKET_NOT_FOUND = MESSAGES.notFound;
const RESOLVED =
  'Este chamado já foi resolvido. Se precisar de mais ajuda, escreva no chat: abrimos outro se for preciso.';

/**
 * Issue 18 §4: the member answers back on their own open ticket, which goes back to pending
 * (Pendente) for the team. Someone else's ticket is "not found", never "forbidden": its existence
 * is not the member's to learn.
 */
export async function answerTicket(options: {
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
