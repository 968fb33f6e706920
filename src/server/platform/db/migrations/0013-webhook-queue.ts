import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Decision 015: a delivery is stored as `pending` and answered at once; the payment
// worker applies it moments later (next_attempt_at: when it is due, again after a failed try).
// Applying in the request made a new buyer cost about fifteen statements while the platform
// waited: 111 deliveries a second on PostgreSQL, p99 0.8 s at 50 at a time.
const OUTCOMES = sql`outcome in ('pending', 'applied', 'duplicate', 'ignored', 'rejected', 'failed')`;
const INDEXES = [
  ['webhook_events_received_idx', ['received_at', 'id']],
  ['webhook_events_outcome_idx', ['outcome', 'received_at', 'id']],
  ['webhook_events_platform_idx', ['platform', 'outcome', 'received_at', 'id']],
] as const;

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  if (t.sqlite) await rebuildWithPending(db);
  else {
    await sql`alter table webhook_events drop constraint webhook_events_outcome_check`.execute(db);
    await sql`alter table webhook_events add constraint webhook_events_outcome_check check (${OUTCOMES})`.execute(
      db,
    );
    await db.schema.alterTable('webhook_events').addColumn('next_attempt_at', t.timestamp).execute();
  }
  // The worker's claim: the due pending rows, oldest first; every other row is left out.
  await db.schema
    .createIndex('webhook_events_queue_idx')
    .on('webhook_events')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('outcome'), '=', 'pending')
    .execute();
}

/** SQLite cannot change a CHECK constraint: the table is made again (its documented procedure). */
async function rebuildWithPending(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('webhook_events_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.unique())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('email', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(OUTCOMES))
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('received_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('processed_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('next_attempt_at', t.timestamp)
    .execute();
  await sql`insert into webhook_events_next (id, platform, event_key, event_type, transaction_id, email,
      outcome, detail, payload, user_id, attempts, received_at, processed_at)
    select id, platform, event_key, event_type, transaction_id, email,
      outcome, detail, payload, user_id, attempts, received_at, processed_at
    from webhook_events`.execute(db);
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.alterTable('webhook_events_next').renameTo('webhook_events').execute();
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('webhook_events')
      .columns([...columns])
      .execute();
}
