import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { type AuditActor, recordAudit } from '../../audit/record-audit';
import { auditTargetOf, lockOpenTicket } from './lock-open-ticket';

/**
 * SPEC §4: an open ticket (pending or answered) becomes resolved and resolved_at is stamped,
 * once, with its audit row. A missing ticket is a 404, one already resolved a 409.
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
    await trx
      .updateTable('support_tickets')
      .set({ status: 'resolved', resolved_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'ticket.resolved',
      target: auditTargetOf(ticket.member),
      before: { ticket: id, ticketStatus: ticket.status },
      after: { ticket: id, ticketStatus: 'resolved' },
    });
  });
}
