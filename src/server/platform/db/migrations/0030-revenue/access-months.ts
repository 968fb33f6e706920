import { type Kysely, sql } from 'kysely';

// New and lost members per São Paulo month, kept by triggers on profiles (as access_totals): each
// profile's first_access_month and access_lost_month ('YYYY-MM', written with the timestamps by
// refreshMemberAccess) count +1 in their month, and move when they change. The overview then reads
// 12 rows instead of counting members: a closed month's losses are all in the past; the current
// month's are counted up to now from profiles_access_lost_idx.

/** One ordered upsert of the month deltas `rows` (month m, new dn, lost dl): rows locked in month order. */
const apply = (rows: string) => `insert into access_months (month, new_n, lost_n)
  select m, sum(dn), sum(dl) from (${rows}) d where m is not null group by m
  having sum(dn) <> 0 or sum(dl) <> 0 order by m
  on conflict (month) do update set new_n = access_months.new_n + excluded.new_n,
    lost_n = access_months.lost_n + excluded.lost_n`;
const of = (row: string, sign: 1 | -1) =>
  `select ${row}.first_access_month as m, ${sign} as dn, 0 as dl union all select ${row}.access_lost_month, 0, ${sign}`;

export async function accessMonths(db: Kysely<unknown>, sqlite: boolean) {
  await db.schema.alterTable('profiles').addColumn('first_access_month', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('access_lost_month', 'text').execute();
  // São Paulo's month of each instant (the live code uses Intl; the zone's offset on the server
  // here: PostgreSQL's tz database, SQLite the −3 h Brazil has kept since 2019).
  const month = (column: string) =>
    sqlite
      ? `strftime('%Y-%m', ${column}, '-3 hours')`
      : `to_char(${column} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;
  await sql
    .raw(`update profiles set first_access_month = ${month('first_access_at')},
      access_lost_month = ${month('access_lost_at')}
      where first_access_at is not null or access_lost_at is not null`)
    .execute(db);
  await db.schema
    .createTable('access_months')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('new_n', 'bigint', (c) => c.notNull())
    .addColumn('lost_n', 'bigint', (c) => c.notNull())
    .execute();
  await sql
    .raw(
      apply(`select first_access_month as m, 1 as dn, 0 as dl from profiles
        union all select access_lost_month, 0, 1 from profiles`),
    )
    .execute(db);

  const changed = `old.first_access_month is not new.first_access_month
    or old.access_lost_month is not new.access_lost_month`;
  if (sqlite) {
    const triggers = {
      access_months_insert: `after insert on profiles begin ${apply(of('new', 1))}; end`,
      access_months_delete: `after delete on profiles begin ${apply(of('old', -1))}; end`,
      access_months_update: `after update of first_access_month, access_lost_month on profiles
        when ${changed} begin ${apply(`${of('old', -1)} union all ${of('new', 1)}`)}; end`,
    };
    for (const [name, body] of Object.entries(triggers))
      await sql.raw(`create trigger ${name} ${body}`).execute(db);
    return;
  }
  const fn = (name: string, body: string) =>
    sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$
        begin ${body}; return null; end $$`)
      .execute(db);
  // Inserts and deletes once per statement from their transition tables (bulk seeds, deletions).
  const all = (sign: 1 | -1) =>
    `select first_access_month as m, ${sign} as dn, 0 as dl from changed
     union all select access_lost_month, 0, ${sign} from changed`;
  await fn('access_months_insert', apply(all(1)));
  await fn('access_months_delete', apply(all(-1)));
  await fn('access_months_update', apply(`${of('old', -1)} union all ${of('new', 1)}`));
  await sql`create trigger access_months_insert after insert on profiles
    referencing new table as changed for each statement execute function access_months_insert()`.execute(db);
  await sql`create trigger access_months_delete after delete on profiles
    referencing old table as changed for each statement execute function access_months_delete()`.execute(db);
  await sql
    .raw(`create trigger access_months_update after update of first_access_month, access_lost_month
      on profiles for each row when (${changed.replaceAll(' is not ', ' is distinct from ')})
      execute function access_months_update()`)
    .execute(db);
}
