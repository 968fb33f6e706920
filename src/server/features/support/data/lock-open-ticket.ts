import type { TicketStatus } from '../../../../shared/schemas/support-tickets';
import type { Db } from '../../../platform/db/connection';
import { lockedForUpdate } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../../audit';

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

/** The audit's subject: the member, or a placeholder for a ticket a visitor opened before issue 18. */
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
