import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import type { AuditActor } from '../../audit';
import { lockOpenTicket, moveTicket } from './lock-open-ticket';

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
    await moveTicket({ db: trx, ticket, status: 'resolved', actor, now });
  });
}
