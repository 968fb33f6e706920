import { PAGE_SIZE } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import { ticketsWithOpener } from './tickets-with-opener';

/** SPEC §7 support_tickets: newest first, pages of 10, exact count; with who opened each. */
export async function listTickets({ db, page }: { db: Db; page: number }) {
  const [rows, count] = await Promise.all([
    ticketsWithOpener(db)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom('support_tickets')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type TicketRow = Awaited<ReturnType<typeof listTickets>>['rows'][number];
