import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// PostgreSQL only: the counters the database keeps (0008, 0011, 0014: members in all, by day, by
// access) were one row per key, so every new member's transaction locked the same rows
// (profiles_total, today's profiles_by_day, access_totals 'never') from its profile insert to its
// commit: the payment worker's parallel transactions queued there one by one (bench/README.md,
// payment webhooks).
// Each counter is now split in slices, one per database connection (pg_backend_pid() % 64): a
// connection runs one transaction at a time, so two transactions share a slice only when their
// connections' ids collide. The old name is a view summing the slices: every reader and every
// query is unchanged. SQLite has one writer: nothing to spread, its tables stay as they are.

const SLOT = 'pg_backend_pid() % 64';
const planKey = (row: string) => `coalesce(${row}.access_plan, '-')`;
const day = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export async function up(db: Kysely<unknown>) {
  if (columnTypes(db).sqlite) return;
  const run = (text: string) => sql.raw(text).execute(db);
  const fn = (name: string, body: string) =>
    run(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin ${body} return null; end $$`);

  // profiles_total (one row, id 1) → a slice per connection.
  await run(`create table profiles_total_slices (slot integer primary key, n bigint not null)`);
  await run(`insert into profiles_total_slices (slot, n) select 0, n from profiles_total`);
  await run(`drop table profiles_total`);
  await run(`create view profiles_total as
    select 1 as id, coalesce(sum(n), 0)::bigint as n from profiles_total_slices`);
  await fn(
    'profiles_total_count',
    `insert into profiles_total_slices as t (slot, n)
       values (${SLOT}, case when tg_op = 'INSERT' then 1 else -1 end * (select count(*) from changed))
       on conflict (slot) do update set n = t.n + excluded.n;`,
  );

  // profiles_by_day (day) → (day, slot).
  await run(`create table profiles_by_day_slices (day text not null, slot integer not null,
    n bigint not null, constraint profiles_by_day_slices_pk primary key (day, slot))`);
  await run(`insert into profiles_by_day_slices (day, slot, n) select day, 0, n from profiles_by_day`);
  await run(`drop table profiles_by_day`);
  await run(`create view profiles_by_day as
    select day, sum(n)::bigint as n from profiles_by_day_slices group by day`);
  const addDays = (rows: string, sign: '+' | '-') => `
    insert into profiles_by_day_slices as d (day, slot, n)
    select ${day('created_at')}, ${SLOT}, ${sign}count(*) from ${rows} group by 1 order by 1
    on conflict (day, slot) do update set n = d.n + excluded.n;`;
  await fn('profiles_by_day_insert', addDays('changed', '+'));
  await fn('profiles_by_day_delete', addDays('changed', '-'));
  await fn(
    'profiles_by_day_update',
    `insert into profiles_by_day_slices as d (day, slot, n)
       select day, ${SLOT}, sum(n) from (
         select ${day('old.created_at')} as day, -1 as n union all select ${day('new.created_at')}, 1) c
       group by day order by day
       on conflict (day, slot) do update set n = d.n + excluded.n;`,
  );

  // access_totals (access_status, plan) → (access_status, plan, slot).
  await run(`create table access_totals_slices (access_status text not null, plan text not null,
    slot integer not null, n bigint not null,
    constraint access_totals_slices_pk primary key (access_status, plan, slot))`);
  await run(`insert into access_totals_slices (access_status, plan, slot, n)
    select access_status, plan, 0, n from access_totals`);
  await run(`drop table access_totals`);
  await run(`create view access_totals as
    select access_status, plan, sum(n)::bigint as n from access_totals_slices group by access_status, plan`);
  const addMembers = (rows: string, sign: '+' | '-') => `
    insert into access_totals_slices as t (access_status, plan, slot, n)
    select access_status, ${planKey(rows)}, ${SLOT}, ${sign}count(*) from ${rows}
    group by 1, 2 order by 1, 2
    on conflict (access_status, plan, slot) do update set n = t.n + excluded.n;`;
  await fn('access_totals_insert', addMembers('changed', '+'));
  await fn('access_totals_delete', addMembers('changed', '-'));
  await fn(
    'access_totals_update',
    `insert into access_totals_slices as t (access_status, plan, slot, n)
       select access_status, plan, ${SLOT}, sum(n) from (
         select old.access_status, ${planKey('old')} as plan, -1 as n
         union all select new.access_status, ${planKey('new')}, 1) d
       group by access_status, plan order by access_status, plan
       on conflict (access_status, plan, slot) do update set n = t.n + excluded.n;`,
  );
}
