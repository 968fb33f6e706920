import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../frozen/column-types';
import { accessMonths } from './access-months';
import { backfillMovements } from './backfill-movements';

// Decision 022: revenue from what the platforms paid, not from typed prices.
// - revenue_movements: one row per money movement (a sale, a refund, a chargeback), written when
//   its delivery is applied; the delivery's identity is its key, and a payment has at most one
//   movement of each kind, so a replay or a second event for one payment adds nothing.
//   `day` is the São Paulo day of occurred_at, so both engines group by the same text without
//   time-zone SQL.
// - revenue_days: each day's movements per kind (count, BRL cents, how many those cents sum), kept
//   by a trigger on insert (movements are never updated or deleted), so the overview's 30 days and
//   12 months read at most a few hundred rows whatever the volume (bench/README.md, Revenue).
// - profiles.first_access_at / access_lost_at: when the member's first grant started, and when
//   their access ended (null while a lifetime grant gives it; a future instant while a dated one
//   does), with their São Paulo months counted per month in access_months (access-months.ts).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('revenue_movements')
    .addColumn('event_key', 'text', (c) => c.primaryKey())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sale', 'refund', 'chargeback')`))
    // Null: the delivery stated no amount (counted, not summed).
    .addColumn('amount_cents', 'integer', (c) => c.check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text')
    .addColumn('plan', 'text')
    // A deleted member's money stays in the figures.
    .addColumn('user_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revenue_movements_payment_idx')
    .on('revenue_movements')
    .columns(['platform', 'transaction_id', 'kind'])
    .unique()
    .execute();
  // A member's movements (the member page, a deletion's "set null").
  await db.schema
    .createIndex('revenue_movements_user_idx')
    .on('revenue_movements')
    .column('user_id')
    .execute();

  await db.schema.alterTable('profiles').addColumn('first_access_at', t.timestamp).execute();
  await db.schema.alterTable('profiles').addColumn('access_lost_at', t.timestamp).execute();
  await sql`update profiles set first_access_at = (
      select min(s.started_at) from subscriptions s where s.user_id = profiles.id)
    where grant_id is not null`.execute(db);
  // A grant giving access by its status ends at its end; one that does not ended at its end or
  // when it was last changed (a refund, "Encerrar agora"), whichever came first.
  await sql`update profiles set access_lost_at = (
      select case
        when s.status in ('active', 'cancelled') then s.expires_at
        when s.expires_at is not null and s.expires_at < s.updated_at then s.expires_at
        else s.updated_at end
      from subscriptions s where s.id = profiles.grant_id)
    where grant_id is not null`.execute(db);
  await db.schema.createIndex('profiles_access_lost_idx').on('profiles').column('access_lost_at').execute();

  await accessMonths(db, t.sqlite);

  await backfillMovements(db);
  await revenueDays(db, t.sqlite);
}

async function revenueDays(db: Kysely<unknown>, sqlite: boolean) {
  await db.schema
    .createTable('revenue_days')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addColumn('summed', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('revenue_days_pk', ['day', 'kind'])
    .execute();
  const totals = (rows: string) => `select day, kind, count(*),
      coalesce(sum(case when currency = 'BRL' then amount_cents end), 0),
      count(case when currency = 'BRL' then amount_cents end)
    from ${rows} group by day, kind`;
  const upsert = `on conflict (day, kind) do update set n = revenue_days.n + excluded.n,
      cents = revenue_days.cents + excluded.cents, summed = revenue_days.summed + excluded.summed`;
  await sql
    .raw(`insert into revenue_days (day, kind, n, cents, summed) ${totals('revenue_movements')}`)
    .execute(db);
  if (sqlite) {
    // "having true": an upsert after a select needs a clause there for SQLite's parser.
    await sql
      .raw(`create trigger revenue_days_insert after insert on revenue_movements begin
        insert into revenue_days (day, kind, n, cents, summed) ${totals('(select new.day as day, new.kind as kind, new.currency as currency, new.amount_cents as amount_cents)')}
        having true ${upsert}; end`)
      .execute(db);
    return;
  }
  // Once per statement from its transition table; rows locked in key order (no deadlock between two).
  await sql
    .raw(`create function revenue_days_insert() returns trigger language plpgsql as $$
      begin insert into revenue_days (day, kind, n, cents, summed) ${totals('changed')} order by day, kind ${upsert};
      return null; end $$`)
    .execute(db);
  await sql`create trigger revenue_days_insert after insert on revenue_movements
    referencing new table as changed for each statement execute function revenue_days_insert()`.execute(db);
}
