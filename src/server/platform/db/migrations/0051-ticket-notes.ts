import type { Kysely } from 'kysely';
import { columnTypes } from './frozen/column-types';

// An admin's internal note on a ticket is one of its messages that the member never sees: it
// neither answers the ticket nor e-mails anyone.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('support_ticket_messages')
    .addColumn('internal', t.boolean, (c) => c.notNull().defaultTo(t.false))
    .execute();
}
