import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Admin users and subscriptions, audit trail, fast at a million members (decision 011).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);

  // profiles.full_name is nullable: an empty name is saved as null.
  if (t.sqlite) await makeFullNameNullableOnSqlite(db);
  else {
    await sql`alter table profiles alter column full_name drop not null`.execute(db);
    await sql`alter table profiles alter column full_name drop default`.execute(db);
  }
  await sql`update profiles set full_name = null where full_name = ''`.execute(db);

  // The admin list: newest first with a tie-breaker, walked from either end (deep pages are read
  // from the nearer end). Replaces the single-column index of 0001.
  await db.schema.dropIndex('profiles_created_at_idx').execute();
  await db.schema
    .createIndex('profiles_created_at_id_idx')
    .on('profiles')
    .columns(['created_at', 'id'])
    .execute();
  // The few admins among a million members: the last-admin rule and the audit filter's list.
  await db.schema
    .createIndex('profiles_admins_idx')
    .on('profiles')
    .column('id')
    .where(sql.ref('role'), '=', sql.lit('admin'))
    .execute();

  // The list's exact total without a search, in O(1): a one-row counter the database keeps in
  // step with every insert and delete (count(*) reads a whole index: ~30 ms of CPU at a million).
  await db.schema
    .createTable('profiles_total')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into profiles_total (id, n) select 1, count(*) from profiles`.execute(db);
  if (t.sqlite) {
    await sql`create trigger profiles_total_insert after insert on profiles begin
      update profiles_total set n = n + 1 where id = 1;
    end`.execute(db);
    await sql`create trigger profiles_total_delete after delete on profiles begin
      update profiles_total set n = n - 1 where id = 1;
    end`.execute(db);
  } else {
    // Once per statement, with the statement's rows: a bulk insert or delete updates it once.
    await sql`create function profiles_total_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update profiles_total set n = n + (select count(*) from changed) where id = 1;
        else
          update profiles_total set n = n - (select count(*) from changed) where id = 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger profiles_total_insert after insert on profiles
      referencing new table as changed for each statement execute function profiles_total_count()`.execute(
      db,
    );
    await sql`create trigger profiles_total_delete after delete on profiles
      referencing old table as changed for each statement execute function profiles_total_count()`.execute(
      db,
    );
  }

  // E-mail "contains" search (case-insensitive; e-mails are stored lowercased) through an index
  // made for substrings: trigrams on both engines.
  if (t.sqlite) {
    await sql`create virtual table profiles_email_fts using fts5(email, content='profiles', content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger profiles_email_fts_insert after insert on profiles begin
      insert into profiles_email_fts(rowid, email) values (new.rowid, new.email);
    end`.execute(db);
    await sql`create trigger profiles_email_fts_delete after delete on profiles begin
      insert into profiles_email_fts(profiles_email_fts, rowid, email) values ('delete', old.rowid, old.email);
    end`.execute(db);
    await sql`create trigger profiles_email_fts_update after update of email on profiles begin
      insert into profiles_email_fts(profiles_email_fts, rowid, email) values ('delete', old.rowid, old.email);
      insert into profiles_email_fts(rowid, email) values (new.rowid, new.email);
    end`.execute(db);
    await sql`insert into profiles_email_fts(profiles_email_fts) values ('rebuild')`.execute(db);
  } else {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index profiles_email_trgm_idx on profiles using gin (email gin_trgm_ops)`.execute(db);
  }

  // A member's latest subscription of any status (CSV export), and subscriptions started per day
  // (overview: one index range count per day).
  await db.schema
    .createIndex('subscriptions_user_latest_idx')
    .on('subscriptions')
    .columns(['user_id', 'expires_at desc'])
    .execute();
  await db.schema
    .createIndex('subscriptions_started_at_idx')
    .on('subscriptions')
    .column('started_at')
    .execute();
  await subscriptionTotals(db, t.sqlite);

  // Who changed what, when: written in the same transaction as the change. No foreign keys: the
  // trail outlives the people it names (e-mails and labels are kept as they were).
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('target_email', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema
    .createIndex('audit_events_created_idx')
    .on('audit_events')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_actor_idx')
    .on('audit_events')
    .columns(['actor_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_action_idx')
    .on('audit_events')
    .columns(['action', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_target_idx')
    .on('audit_events')
    .columns(['target_user_id', 'created_at', 'id'])
    .execute();
}

/**
 * The overview's subscribers by plan and their revenue without reading every active row: rows and
 * price sums per (plan, status), kept by the database on every insert, update and delete. Active
 * rows past their expiry (until the expiry job marks them) are subtracted at read time, from an
 * index range over (status, expires_at).
 */
async function subscriptionTotals(db: Kysely<unknown>, sqlite: boolean) {
  const t = columnTypes(db);
  await db.schema
    .createTable('subscription_totals')
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addColumn('revenue', t.money, (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_totals_pk', ['plan', 'status'])
    .execute();
  await sql`insert into subscription_totals (plan, status, n, revenue)
    select plans.plan, statuses.status, count(s.id), coalesce(sum(s.price), 0)
    from (select 'mensal' as plan union all select 'anual' union all select 'vitalicio') plans
    cross join (select 'active' as status union all select 'expired' union all select 'cancelled') statuses
    left join subscriptions s on s.plan = plans.plan and s.status = statuses.status
    group by plans.plan, statuses.status`.execute(db);

  if (sqlite) {
    const add = (row: 'new' | 'old', sign: '+' | '-') =>
      `update subscription_totals set n = n ${sign} 1, revenue = revenue ${sign} ${row}.price
       where plan = ${row}.plan and status = ${row}.status;`;
    await sql
      .raw(
        `create trigger subscription_totals_insert after insert on subscriptions begin ${add('new', '+')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger subscription_totals_delete after delete on subscriptions begin ${add('old', '-')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger subscription_totals_update after update of plan, status, price on subscriptions begin ${add('old', '-')} ${add('new', '+')} end`,
      )
      .execute(db);
    return;
  }
  // Once per statement, from its transition tables. The counter rows are locked in one order first,
  // so two changes that move rows between plans never deadlock.
  const apply = (rows: string, sign: '+' | '-') => `
    update subscription_totals t set n = t.n ${sign} d.n, revenue = t.revenue ${sign} d.revenue
    from (select plan, status, count(*) as n, sum(price) as revenue from ${rows} group by plan, status) d
    where t.plan = d.plan and t.status = d.status;`;
  const lock = (rows: string) => `
    perform 1 from subscription_totals t
    where (t.plan, t.status) in (select plan, status from ${rows})
    order by t.plan, t.status for update;`;
  await sql
    .raw(`create function subscription_totals_insert() returns trigger language plpgsql as $$
      begin ${lock('new_rows')} ${apply('new_rows', '+')} return null; end $$`)
    .execute(db);
  await sql
    .raw(`create function subscription_totals_delete() returns trigger language plpgsql as $$
      begin ${lock('old_rows')} ${apply('old_rows', '-')} return null; end $$`)
    .execute(db);
  await sql
    .raw(`create function subscription_totals_update() returns trigger language plpgsql as $$
      begin
        perform 1 from subscription_totals t
        where (t.plan, t.status) in (select plan, status from old_rows union select plan, status from new_rows)
        order by t.plan, t.status for update;
        ${apply('old_rows', '-')} ${apply('new_rows', '+')} return null;
      end $$`)
    .execute(db);
  await sql`create trigger subscription_totals_insert after insert on subscriptions
    referencing new table as new_rows for each statement execute function subscription_totals_insert()`.execute(
    db,
  );
  await sql`create trigger subscription_totals_delete after delete on subscriptions
    referencing old table as old_rows for each statement execute function subscription_totals_delete()`.execute(
    db,
  );
  await sql`create trigger subscription_totals_update after update on subscriptions
    referencing old table as old_rows new table as new_rows for each statement execute function subscription_totals_update()`.execute(
    db,
  );
}

/**
 * SQLite cannot drop a NOT NULL in place: SQLite's documented table rebuild (create the new shape,
 * copy, drop, rename), read from the live schema so columns other migrations added are kept.
 * Foreign keys are off meanwhile (the pragma only works outside a transaction, and Kysely runs
 * SQLite migrations outside one), then checked before commit.
 */
async function makeFullNameNullableOnSqlite(db: Kysely<unknown>) {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = 'profiles' and sql is not null`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql ?? '';
  const column = `"full_name" text default '' not null`;
  if (!table.includes(column)) throw new Error('profiles.full_name is not in the shape 0001 created');
  const rebuilt = table
    .replace('CREATE TABLE "profiles"', 'CREATE TABLE "profiles_rebuilt"')
    .replace(column, '"full_name" text');
  const others = rows.filter((row) => row.type !== 'table').map((row) => row.sql as string);

  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into profiles_rebuilt select * from profiles`.execute(db);
    await sql`drop table profiles`.execute(db);
    await sql`alter table profiles_rebuilt rename to profiles`.execute(db);
    for (const statement of others) await sql.raw(statement).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('foreign keys broken by the profiles rebuild');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
