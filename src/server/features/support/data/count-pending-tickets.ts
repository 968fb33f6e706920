import type { Db } from '../../../platform/db/connection';

/** Issue 18 §4: the admin sidebar's count: tickets waiting for the team. */
export async function countPendingTickets({ db }: { db: Db }) {
  const row = await db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
