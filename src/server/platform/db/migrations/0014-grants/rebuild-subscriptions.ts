import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../frozen/column-types';
import { GRANT_SOURCES, GRANT_STATUSES } from './checks';

/**
 * SQLite cannot drop NOT NULL or change a CHECK constraint: the table is made again (its
 * documented procedure). expiry_notices references it, so it is set aside and restored around
 * the drop (with foreign keys on, dropping the referenced table would delete its rows).
 */
export async function rebuildSubscriptionsOnSqlite(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await sql`create table expiry_notices_kept as select * from expiry_notices`.execute(db);
  await db.schema.dropTable('expiry_notices').execute();

  await db.schema
    .createTable('subscriptions_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('mensal', 'anual', 'vitalicio')`))
    .addColumn('status', 'text', (c) => c.notNull().check(GRANT_STATUSES))
    .addColumn('price', t.money, (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('started_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('expires_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual').check(GRANT_SOURCES))
    .addColumn('reference', 'text')
    .execute();
  await sql`insert into subscriptions_next (id, user_id, plan, status, price, started_at, expires_at, updated_at)
    select id, user_id, plan, status, price, started_at, expires_at, updated_at from subscriptions`.execute(
    db,
  );
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.alterTable('subscriptions_next').renameTo('subscriptions').execute();

  const indexes = [
    ['subscriptions_active_lookup_idx', ['user_id', 'status', 'expires_at desc']],
    ['subscriptions_status_expires_idx', ['status', 'expires_at']],
    ['subscriptions_user_latest_idx', ['user_id', 'expires_at desc']],
    ['subscriptions_started_at_idx', ['started_at']],
  ] as const;
  for (const [name, columns] of indexes)
    await db.schema
      .createIndex(name)
      .on('subscriptions')
      .columns([...columns])
      .execute();
  await db.schema
    .createTable('expiry_notices')
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('reminder_7d', 'reminder_1d', 'expired')`),
    )
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('expiry_notices_pk', ['subscription_id', 'kind', 'expires_at'])
    .execute();
  await sql`insert into expiry_notices select * from expiry_notices_kept`.execute(db);
  await db.schema.dropTable('expiry_notices_kept').execute();
}
