import { PAGE_SIZE } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

const memberTickets = (db: Db, userId: string) =>
  db.selectFrom('support_tickets').where('user_id', '=', userId);

/** Issue 18 §4 "Meus chamados": the member's own tickets, latest activity first, pages of 10. */
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
