import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Decision 015: payment webhooks open and close access by themselves; the expiry job
// reminds and marks lapsed rows. Every delivery is kept with its outcome for the admin.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);

  // A platform's product (or "product:offer") and the plan a payment for it grants.
  await db.schema
    .createTable('product_plans')
    .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('hotmart', 'kiwify')`))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('mensal', 'anual', 'vitalicio')`))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    // The admin's e-mail, or PRODUCT_PLANS for the seed.
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_plans_pk', ['platform', 'product_id'])
    .execute();

  // Every delivery, raw, with what became of it. `event_key` is the platform's delivery identity
  // (Hotmart's envelope id; Kiwify's order and event type), set on the first delivery only: the
  // unique index is what makes a replay a duplicate, even when two arrive at once.
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.unique())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('email', 'text')
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('applied', 'duplicate', 'ignored', 'rejected', 'failed')`),
    )
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('received_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('processed_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  // The admin list: newest first, all of them or filtered by outcome or by platform.
  for (const [name, columns] of [
    ['webhook_events_received_idx', ['received_at', 'id']],
    ['webhook_events_outcome_idx', ['outcome', 'received_at', 'id']],
    ['webhook_events_platform_idx', ['platform', 'outcome', 'received_at', 'id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('webhook_events')
      .columns([...columns])
      .execute();
  }

  // What each payment (transaction, order) did: granted, or revoked (a refund, a chargeback,
  // even one that arrived before its approval, so a late approval grants nothing).
  await db.schema
    .createTable('payment_transactions')
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('granted', 'revoked')`))
    .addColumn('user_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('payment_transactions_pk', ['platform', 'transaction_id'])
    .execute();

  // The expiry job's e-mails, each sent at most once per subscription period and kind: the
  // primary key is the "sent" record every process of a cluster agrees on.
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
}
