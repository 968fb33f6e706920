import type { Db } from '../../../platform/db/connection';
import { ticketsWithOpener } from './tickets-with-opener';

export async function getTicket({ db, id }: { db: Db; id: string }) {
  return ticketsWithOpener(db).where('t.id', '=', id).executeTakeFirst();
}
