import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Mail leaves the request path through a queue in the database (decision 009), and
// sign-in failures are throttled with growing delays instead of a fixed-window block.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('action_url', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Due time of the next try; a claim pushes it forward by a lease, so a crashed worker's mail
    // comes due again by itself.
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('sent_at', t.timestamp)
    .execute();
  // The worker's claim: pending rows by due time.
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  // Failures per key (an e-mail, an IP, a known device) and when the last one was tried.
  await db.schema
    .createTable('sign_in_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', 'bigint', (c) => c.notNull())
    .execute();
}
