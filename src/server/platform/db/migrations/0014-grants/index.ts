import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../frozen/column-types';
import { backfillGrants } from './backfill';
import { GRANT_SOURCES, GRANT_STATUSES } from './checks';
import { memberAccess } from './member-access';
import { rebuildSubscriptionsOnSqlite } from './rebuild-subscriptions';

// Decision 016: access is a set of grants. Each subscriptions row is one grant with its
// source and the platform's reference; a lifetime grant has no end (expires_at null). Each member
// carries the grant that decides their access (profiles.grant_id) and its status, so the admin
// list filters by status from an index and /api/me reads the grant by primary key.

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  if (t.sqlite) await rebuildSubscriptionsOnSqlite(db);
  else {
    await sql`alter table subscriptions alter column expires_at drop not null`.execute(db);
    await sql`alter table subscriptions drop constraint subscriptions_status_check`.execute(db);
    await sql`alter table subscriptions add constraint subscriptions_status_check check (${GRANT_STATUSES})`.execute(
      db,
    );
    await sql`alter table subscriptions add column source text not null default 'manual'
      constraint subscriptions_source_check check (${GRANT_SOURCES})`.execute(db);
    await sql`alter table subscriptions add column reference text`.execute(db);
  }
  // A platform's subscription (or one-off purchase) is one grant: renewals find it here.
  await db.schema
    .createIndex('subscriptions_reference_idx')
    .on('subscriptions')
    .columns(['source', 'reference'])
    .unique()
    .where(sql.ref('reference'), 'is not', null)
    .execute();
  // The overview now counts members by their deciding grant (access_totals below), not grant rows.
  await dropSubscriptionTotals(db, t.sqlite);

  // Which grant a payment opened: a refund ends that grant, not whichever is current.
  await db.schema.alterTable('payment_transactions').addColumn('grant_id', 'text').execute();

  // Admin-editable price and length per plan (seeded with the prices the product sells at).
  await db.schema
    .createTable('plan_prices')
    .addColumn('plan', 'text', (c) => c.primaryKey())
    .addColumn('price', t.money, (c) => c.notNull().check(sql`price >= 0`))
    // Months one grant of the plan lasts; null: no end (lifetime).
    .addColumn('months', 'integer', (c) => c.check(sql`months is null or months between 1 and 120`))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into plan_prices (plan, price, months, updated_by) values
    ('mensal', 197, 1, 'padrão'), ('anual', 1747, 12, 'padrão'), ('vitalicio', 2497, null, 'padrão')`.execute(
    db,
  );

  await backfillGrants(db);
  await memberAccess(db);
}

/** Migration 0008's per-(plan, status) counters of grant rows: nothing reads them any more. */
async function dropSubscriptionTotals(db: Kysely<unknown>, sqlite: boolean) {
  for (const event of ['insert', 'delete', 'update']) {
    const name = `subscription_totals_${event}`;
    if (sqlite) await sql.raw(`drop trigger if exists ${name}`).execute(db);
    else {
      await sql.raw(`drop trigger if exists ${name} on subscriptions`).execute(db);
      await sql.raw(`drop function if exists ${name}()`).execute(db);
    }
  }
  await db.schema.dropTable('subscription_totals').execute();
}
