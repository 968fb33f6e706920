import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Tickets with replies. An admin answers a ticket and the member answers back, so a
// ticket gets a thread (support_ticket_messages) and a third status: `answered` (the team spoke
// last, "Respondido"). Existing tickets keep their status (pending stays pending, resolved stays
// resolved) and have an empty thread. `updated_at` orders a member's "Meus chamados" by the last
// activity; existing rows take their last known change. The open-ticket cap counts a member's
// open tickets: indexed by user and status. Reopening support restores a member's latest chat
// with each assistant: indexed by member.
const STATUSES = sql`status in ('pending', 'answered', 'resolved')`;
const TICKET_INDEXES = [
  ['support_tickets_created_at_idx', ['created_at desc']],
  ['support_tickets_session_status_idx', ['session_id', 'status']],
] as const;

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  if (t.sqlite) await rebuildTicketsOnSqlite(db);
  else {
    await sql`alter table support_tickets drop constraint support_tickets_status_check`.execute(db);
    await sql`alter table support_tickets add constraint support_tickets_status_check check (${STATUSES})`.execute(
      db,
    );
    await db.schema
      .alterTable('support_tickets')
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await sql`update support_tickets set updated_at = coalesce(resolved_at, created_at)`.execute(db);
  }
  await db.schema
    .createIndex('support_tickets_user_status_idx')
    .on('support_tickets')
    .columns(['user_id', 'status'])
    .execute();
  // The admin sidebar's count of pending tickets.
  await db.schema.createIndex('support_tickets_status_idx').on('support_tickets').column('status').execute();

  // A member's current chat with an assistant is their latest one.
  await db.schema
    .createIndex('support_sessions_member_idx')
    .on('support_sessions')
    .columns(['user_id', 'assistant', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('support_ticket_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('member', 'admin')`))
    .addColumn('author_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('support_ticket_messages_ticket_idx')
    .on('support_ticket_messages')
    .columns(['ticket_id', 'created_at'])
    .execute();
}

/** SQLite cannot change a CHECK constraint: the table is made again (its documented procedure). */
async function rebuildTicketsOnSqlite(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('support_tickets_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(STATUSES))
    .addColumn('conversation', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('resolved_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await sql`insert into support_tickets_next
      (id, status, conversation, session_id, user_id, created_at, resolved_at, updated_at)
    select id, status, conversation, session_id, user_id, created_at, resolved_at,
      coalesce(resolved_at, created_at)
    from support_tickets`.execute(db);
  await db.schema.dropTable('support_tickets').execute();
  await db.schema.alterTable('support_tickets_next').renameTo('support_tickets').execute();
  for (const [name, columns] of TICKET_INDEXES)
    await db.schema
      .createIndex(name)
      .on('support_tickets')
      .columns([...columns])
      .execute();
}
