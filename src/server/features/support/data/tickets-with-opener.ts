import type { Db } from '../../../platform/db/connection';

/** A ticket as admins see it: its conversation, and who opened it (null for a visitor's). */
export const ticketsWithOpener = (db: Db) =>
  db
    .selectFrom('support_tickets as t')
    .leftJoin('profiles as p', 'p.id', 't.user_id')
    .select([
      't.id',
      't.status',
      't.session_id',
      't.conversation',
      't.created_at',
      't.resolved_at',
      't.updated_at',
      't.user_id',
      'p.id as member_id',
      'p.email',
      'p.full_name',
    ]);
