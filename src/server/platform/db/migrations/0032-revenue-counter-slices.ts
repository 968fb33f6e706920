import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// PostgreSQL only, as 0028 for the counters 0030 added: access_months (one row per
// month) and revenue_days (one per day and kind) were locked by every new buyer's transaction from
// its profile update and its sale to its commit, since every new buyer counts in this month and
// sells today. A burst's transactions queued there one by one again: sampling pg_stat_activity
// during 1,000 new buyers, 1,875 of 2,079 busy-backend samples waited on `update profiles`
// (bench/README.md, payment webhooks). Each counter is now split in slices, one per database
// connection (pg_backend_pid() % 64); the old name is a view summing them, so its readers
// (get-revenue.ts) are unchanged. SQLite has one writer: its tables stay as they are.

const SLOT = 'pg_backend_pid() % 64';

export async function up(db: Kysely<unknown>) {
  if (columnTypes(db).sqlite) return;
  const run = (text: string) => sql.raw(text).execute(db);
  const fn = (name: string, body: string) =>
    run(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin ${body}; return null; end $$`);

  // access_months (month) → (month, slot); its three triggers on profiles keep their functions' names.
  await run(`create table access_months_slices (month text not null, slot integer not null,
    new_n bigint not null, lost_n bigint not null,
    constraint access_months_slices_pk primary key (month, slot))`);
  await run(`insert into access_months_slices (month, slot, new_n, lost_n)
    select month, 0, new_n, lost_n from access_months`);
  await run('drop table access_months');
  await run(`create view access_months as select month, sum(new_n)::bigint as new_n,
    sum(lost_n)::bigint as lost_n from access_months_slices group by month`);
  const months = (rows: string) => `insert into access_months_slices as a (month, slot, new_n, lost_n)
    select m, ${SLOT}, sum(dn), sum(dl) from (${rows}) d where m is not null group by m
    having sum(dn) <> 0 or sum(dl) <> 0 order by m
    on conflict (month, slot) do update set new_n = a.new_n + excluded.new_n, lost_n = a.lost_n + excluded.lost_n`;
  const of = (row: string, sign: 1 | -1) =>
    `select ${row}.first_access_month as m, ${sign} as dn, 0 as dl union all select ${row}.access_lost_month, 0, ${sign}`;
  const all = (sign: 1 | -1) =>
    `select first_access_month as m, ${sign} as dn, 0 as dl from changed
     union all select access_lost_month, 0, ${sign} from changed`;
  await fn('access_months_insert', months(all(1)));
  await fn('access_months_delete', months(all(-1)));
  await fn('access_months_update', months(`${of('old', -1)} union all ${of('new', 1)}`));

  // revenue_days (day, kind) → (day, kind, slot).
  await run(`create table revenue_days_slices (day text not null, kind text not null,
    slot integer not null, n bigint not null, cents bigint not null, summed bigint not null,
    constraint revenue_days_slices_pk primary key (day, kind, slot))`);
  await run(`insert into revenue_days_slices (day, kind, slot, n, cents, summed)
    select day, kind, 0, n, cents, summed from revenue_days`);
  await run('drop table revenue_days');
  await run(`create view revenue_days as select day, kind, sum(n)::bigint as n,
    sum(cents)::bigint as cents, sum(summed)::bigint as summed from revenue_days_slices group by day, kind`);
  await fn(
    'revenue_days_insert',
    `insert into revenue_days_slices as r (day, kind, slot, n, cents, summed)
      select day, kind, ${SLOT}, count(*),
        coalesce(sum(case when currency = 'BRL' then amount_cents end), 0),
        count(case when currency = 'BRL' then amount_cents end)
      from changed group by day, kind order by day, kind
      on conflict (day, kind, slot) do update set n = r.n + excluded.n,
        cents = r.cents + excluded.cents, summed = r.summed + excluded.summed`,
  );
}
