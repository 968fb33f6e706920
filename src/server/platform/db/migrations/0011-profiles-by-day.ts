import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Decision 011: members per UTC day of sign-up, kept by the database. The admin list's
// page k starts inside the day where the running count of the newer days passes 10·(k−1): one
// read of a thousand counters and a walk of at most one day's members, instead of skipping half a
// million index entries for the middle page.
export async function up(db: Kysely<unknown>) {
  const { sqlite } = columnTypes(db);
  await db.schema
    .createTable('profiles_by_day')
    // 'YYYY-MM-DD' of created_at in UTC: sorts as the days do, the same text on both engines.
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  if (sqlite) await sqliteCounters(db);
  else await postgresCounters(db);
}

// created_at is ISO 8601 text on SQLite (sqlite-values-plugin): its first ten characters are the UTC day.
const SQLITE_DAY = (row: 'new' | 'old') => `substr(${row}.created_at, 1, 10)`;

async function sqliteCounters(db: Kysely<unknown>) {
  await sql`insert into profiles_by_day (day, n)
    select substr(created_at, 1, 10), count(*) from profiles group by 1`.execute(db);
  const add = (row: 'new' | 'old') =>
    `insert into profiles_by_day (day, n) values (${SQLITE_DAY(row)}, 1)
       on conflict (day) do update set n = n + 1;`;
  const remove = (row: 'new' | 'old') =>
    `update profiles_by_day set n = n - 1 where day = ${SQLITE_DAY(row)};`;
  const triggers = {
    profiles_by_day_insert: `after insert on profiles begin ${add('new')} end`,
    profiles_by_day_delete: `after delete on profiles begin ${remove('old')} end`,
    profiles_by_day_update: `after update of created_at on profiles
      when ${SQLITE_DAY('old')} is not ${SQLITE_DAY('new')} begin ${remove('old')} ${add('new')} end`,
  };
  for (const [name, body] of Object.entries(triggers))
    await sql.raw(`create trigger ${name} ${body}`).execute(db);
}

/**
 * Once per statement from its transition tables, as profiles_total (migration 0008): a bulk
 * insert or delete updates each day once. A change of created_at (never made by the app) is
 * counted row by row, and only when the day changes.
 */
async function postgresCounters(db: Kysely<unknown>) {
  const day = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  await sql
    .raw(
      `insert into profiles_by_day (day, n) select ${day('created_at')}, count(*) from profiles group by 1`,
    )
    .execute(db);
  const add = (rows: string) => `
    insert into profiles_by_day as d (day, n)
    select ${day('created_at')}, count(*) from ${rows} group by 1 order by 1
    on conflict (day) do update set n = d.n + excluded.n;`;
  const remove = (rows: string) => `
    update profiles_by_day d set n = d.n - gone.n
    from (select ${day('created_at')} as day, count(*) as n from ${rows} group by 1) gone
    where d.day = gone.day;`;
  const fn = (name: string, body: string) =>
    sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$
        begin ${body} return null; end $$`)
      .execute(db);
  await fn('profiles_by_day_insert', add('changed'));
  await fn('profiles_by_day_delete', remove('changed'));
  await fn(
    'profiles_by_day_update',
    `update profiles_by_day set n = n - 1 where day = ${day('old.created_at')};
     insert into profiles_by_day as d (day, n) values (${day('new.created_at')}, 1)
       on conflict (day) do update set n = d.n + 1;`,
  );
  await sql`create trigger profiles_by_day_insert after insert on profiles
    referencing new table as changed for each statement execute function profiles_by_day_insert()`.execute(
    db,
  );
  await sql`create trigger profiles_by_day_delete after delete on profiles
    referencing old table as changed for each statement execute function profiles_by_day_delete()`.execute(
    db,
  );
  await sql`create trigger profiles_by_day_update after update of created_at on profiles for each row
    when (${sql.raw(day('old.created_at'))} is distinct from ${sql.raw(day('new.created_at'))})
    execute function profiles_by_day_update()`.execute(db);
}
