import type { Db } from '../../../platform/db/connection';

/** A ticket's thread, oldest first, with the name of who wrote each message. */
export async function listTicketMessages({ db, ticketId }: { db: Db; ticketId: string }) {
  return db
    .selectFrom('support_ticket_messages as m')
    .leftJoin('profiles as p', 'p.id', 'm.author_id')
    .select(['m.id', 'm.author', 'm.body', 'm.created_at', 'p.email', 'p.full_name'])
    .where('m.ticket_id', '=', ticketId)
    .orderBy('m.created_at', 'asc')
    .orderBy('m.id')
    .execute();
}

export type TicketMessageRow = Awaited<ReturnType<typeof listTicketMessages>>[number];
