import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Decision 011: counters the database keeps, so the admin list's total and the
// overview's figures by plan cost the same at a million members as at ten.
//
// Idempotent on purpose: for a while main carried these counters inside 0004, so a database may
// already have them (kept up to date by the same triggers). Then this only re-creates the
// triggers as they are; otherwise it creates and fills the counters.
export async function up(db: Kysely<unknown>) {
  const { sqlite } = columnTypes(db);
  // Sums of a million prices pass numeric(10, 2)'s 10^8: the revenue column is wider than a price.
  const revenueType = sqlite ? 'real' : 'numeric(18, 2)';

  // The list's exact total without a search, in O(1) (count(*) reads a whole index: ~30 ms of CPU
  // at a million rows).
  await db.schema
    .createTable('profiles_total')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into profiles_total (id, n)
    select 1, (select count(*) from profiles) where not exists (select 1 from profiles_total)`.execute(db);

  // Rows and price sums per (plan, status): the overview's subscribers and revenue by plan without
  // reading every active row. Active rows past their expiry (until the expiry job marks them) are
  // subtracted when read, from an index range over (status, expires_at).
  await db.schema
    .createTable('subscription_totals')
    .ifNotExists()
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addColumn('revenue', sql.raw(revenueType), (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_totals_pk', ['plan', 'status'])
    .execute();
  // A table made by 0004's second version has numeric(10, 2).
  if (!sqlite)
    await sql.raw(`alter table subscription_totals alter column revenue type ${revenueType}`).execute(db);
  await sql`insert into subscription_totals (plan, status, n, revenue)
    select plans.plan, statuses.status, count(s.id), coalesce(sum(s.price), 0)
    from (select 'mensal' as plan union all select 'anual' union all select 'vitalicio') plans
    cross join (select 'active' as status union all select 'expired' union all select 'cancelled') statuses
    left join subscriptions s on s.plan = plans.plan and s.status = statuses.status
    where not exists (select 1 from subscription_totals)
    group by plans.plan, statuses.status`.execute(db);

  if (sqlite) await sqliteTriggers(db);
  else await postgresTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  const trigger = async (name: string, event: string, table: string, body: string) => {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
    await sql.raw(`create trigger ${name} after ${event} on ${table} begin ${body} end`).execute(db);
  };
  const count = (row: 'new' | 'old', sign: '+' | '-') =>
    `update subscription_totals set n = n ${sign} 1, revenue = revenue ${sign} ${row}.price
     where plan = ${row}.plan and status = ${row}.status;`;
  await trigger(
    'profiles_total_insert',
    'insert',
    'profiles',
    'update profiles_total set n = n + 1 where id = 1;',
  );
  await trigger(
    'profiles_total_delete',
    'delete',
    'profiles',
    'update profiles_total set n = n - 1 where id = 1;',
  );
  await trigger('subscription_totals_insert', 'insert', 'subscriptions', count('new', '+'));
  await trigger('subscription_totals_delete', 'delete', 'subscriptions', count('old', '-'));
  await trigger(
    'subscription_totals_update',
    'update of plan, status, price',
    'subscriptions',
    `${count('old', '-')} ${count('new', '+')}`,
  );
}

/**
 * Once per statement, from its transition tables: a bulk insert or delete updates each counter
 * once. The counter rows are locked in one order first, so two changes that move rows between
 * plans never deadlock.
 */
async function postgresTriggers(db: Kysely<unknown>) {
  const fn = (name: string, body: string) =>
    sql
      .raw(`create or replace function ${name}() returns trigger language plpgsql as $$
        begin ${body} return null; end $$`)
      .execute(db);
  const trigger = async (name: string, event: string, table: string, rows: string, fnName: string) => {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql
      .raw(
        `create trigger ${name} after ${event} on ${table} referencing ${rows} for each statement execute function ${fnName}()`,
      )
      .execute(db);
  };
  const apply = (rows: string, sign: '+' | '-') => `
    update subscription_totals t set n = t.n ${sign} d.n, revenue = t.revenue ${sign} d.revenue
    from (select plan, status, count(*) as n, sum(price) as revenue from ${rows} group by plan, status) d
    where t.plan = d.plan and t.status = d.status;`;
  const lock = (rows: string) => `
    perform 1 from subscription_totals t where (t.plan, t.status) in (${rows})
    order by t.plan, t.status for update;`;

  await fn(
    'profiles_total_count',
    `if tg_op = 'INSERT' then
       update profiles_total set n = n + (select count(*) from changed) where id = 1;
     else
       update profiles_total set n = n - (select count(*) from changed) where id = 1;
     end if;`,
  );
  await fn(
    'subscription_totals_insert',
    `${lock('select plan, status from new_rows')} ${apply('new_rows', '+')}`,
  );
  await fn(
    'subscription_totals_delete',
    `${lock('select plan, status from old_rows')} ${apply('old_rows', '-')}`,
  );
  await fn(
    'subscription_totals_update',
    `${lock('select plan, status from old_rows union select plan, status from new_rows')}
     ${apply('old_rows', '-')} ${apply('new_rows', '+')}`,
  );
  await trigger(
    'profiles_total_insert',
    'insert',
    'profiles',
    'new table as changed',
    'profiles_total_count',
  );
  await trigger(
    'profiles_total_delete',
    'delete',
    'profiles',
    'old table as changed',
    'profiles_total_count',
  );
  await trigger(
    'subscription_totals_insert',
    'insert',
    'subscriptions',
    'new table as new_rows',
    'subscription_totals_insert',
  );
  await trigger(
    'subscription_totals_delete',
    'delete',
    'subscriptions',
    'old table as old_rows',
    'subscription_totals_delete',
  );
  await trigger(
    'subscription_totals_update',
    'update',
    'subscriptions',
    'old table as old_rows new table as new_rows',
    'subscription_totals_update',
  );
}
