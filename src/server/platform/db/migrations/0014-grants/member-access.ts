import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../frozen/column-types';
import { ACCESS_STATUSES } from './checks';

/**
 * Each member's deciding grant and its status and end, on the profile: the admin list filters and
 * counts by status from an index, and the session read finds the grant by primary key. Kept by
 * the subscriptions feature in the transaction of every grant change.
 */
/** A profile row's plan as the counters key it: '-' when it has none. */
const planKey = (row: string) => `coalesce(${row}.access_plan, '-')`;

export async function memberAccess(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await sql`alter table profiles add column access_status text not null default 'never'
    constraint profiles_access_status_check check (${ACCESS_STATUSES})`.execute(db);
  await db.schema.alterTable('profiles').addColumn('access_ends_at', t.timestamp).execute();
  await db.schema.alterTable('profiles').addColumn('grant_id', 'text').execute();
  await sql`alter table profiles add column access_plan text
    constraint profiles_access_plan_check check (access_plan in ('mensal', 'anual', 'vitalicio'))`.execute(
    db,
  );

  // The deciding grant: one giving access now (no end first, then the latest end), else the one
  // that changed last.
  const access = sql`(s.status in ('active', 'cancelled') and (s.expires_at is null or s.expires_at > ${t.now}))`;
  await sql`update profiles set grant_id = (
      select s.id from subscriptions s where s.user_id = profiles.id
      order by case when ${access} then 0 else 1 end,
        case when ${access} and s.expires_at is null then 0 else 1 end,
        case when ${access} then s.expires_at end desc,
        s.updated_at desc, s.id desc
      limit 1)
    where exists (select 1 from subscriptions s where s.user_id = profiles.id)`.execute(db);
  await sql`update profiles set
      access_status = (select s.status from subscriptions s where s.id = profiles.grant_id),
      access_ends_at = (select s.expires_at from subscriptions s where s.id = profiles.grant_id),
      access_plan = (select s.plan from subscriptions s where s.id = profiles.grant_id)
    where grant_id is not null`.execute(db);

  // The filtered list walks newest first within a status; the lapsed-but-not-yet-marked members
  // (an end passed before the expiry job ran) are a short range of the second index.
  await db.schema
    .createIndex('profiles_access_status_idx')
    .on('profiles')
    .columns(['access_status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('profiles_access_ends_idx')
    .on('profiles')
    .columns(['access_status', 'access_ends_at'])
    .execute();

  // Members per access status and plan ('-': none), kept by the database: the filtered list's
  // total and the overview's subscribers by plan in O(1).
  await db.schema
    .createTable('access_totals')
    .addColumn('access_status', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_totals_pk', ['access_status', 'plan'])
    .execute();
  await sql`insert into access_totals (access_status, plan, n)
    select statuses.access_status, plans.plan, (select count(*) from profiles p
      where p.access_status = statuses.access_status and ${sql.raw(planKey('p'))} = plans.plan)
    from (select 'active' as access_status union all select 'cancelled' union all select 'ended'
      union all select 'refunded' union all select 'expired' union all select 'never') statuses
    cross join (select 'mensal' as plan union all select 'anual' union all select 'vitalicio'
      union all select '-') plans`.execute(db);
  if (t.sqlite) await sqliteCounters(db);
  else await postgresCounters(db);
}

async function sqliteCounters(db: Kysely<unknown>) {
  const add = (row: 'new' | 'old', sign: '+' | '-') =>
    `update access_totals set n = n ${sign} 1
     where access_status = ${row}.access_status and plan = ${planKey(row)};`;
  const triggers = {
    access_totals_insert: `after insert on profiles begin ${add('new', '+')} end`,
    access_totals_delete: `after delete on profiles begin ${add('old', '-')} end`,
    access_totals_update: `after update of access_status, access_plan on profiles
      when old.access_status is not new.access_status or old.access_plan is not new.access_plan
      begin ${add('old', '-')} ${add('new', '+')} end`,
  };
  for (const [name, body] of Object.entries(triggers))
    await sql.raw(`create trigger ${name} ${body}`).execute(db);
}

/**
 * Inserts and deletes once per statement from their transition tables (as profiles_total), a
 * change of status row by row (one member at a time, and only when it changes). Counter rows are
 * locked in one order, so two changes moving members between statuses never deadlock.
 */
async function postgresCounters(db: Kysely<unknown>) {
  const fn = (name: string, body: string) =>
    sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$
        begin ${body} return null; end $$`)
      .execute(db);
  const apply = (rows: string, sign: '+' | '-') => `
    update access_totals t set n = t.n ${sign} d.n
    from (select access_status, ${planKey(rows)} as plan, count(*) as n from ${rows} group by 1, 2) d
    where t.access_status = d.access_status and t.plan = d.plan;`;
  await fn('access_totals_insert', apply('changed', '+'));
  await fn('access_totals_delete', apply('changed', '-'));
  await fn(
    'access_totals_update',
    `perform 1 from access_totals t
       where (t.access_status, t.plan) in ((old.access_status, ${planKey('old')}), (new.access_status, ${planKey('new')}))
       order by t.access_status, t.plan for update;
     update access_totals set n = n - 1 where access_status = old.access_status and plan = ${planKey('old')};
     update access_totals set n = n + 1 where access_status = new.access_status and plan = ${planKey('new')};`,
  );
  await sql`create trigger access_totals_insert after insert on profiles
    referencing new table as changed for each statement execute function access_totals_insert()`.execute(db);
  await sql`create trigger access_totals_delete after delete on profiles
    referencing old table as changed for each statement execute function access_totals_delete()`.execute(db);
  await sql`create trigger access_totals_update after update of access_status, access_plan on profiles
    for each row when (old.access_status is distinct from new.access_status
      or old.access_plan is distinct from new.access_plan)
    execute function access_totals_update()`.execute(db);
}
