import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import type { DatabaseHandle, Db } from '../connection';
import { migrateTo } from '../migrate';

// Migrations 0004, 0008 and 0011 on a database that already holds members (made by 0001–0002):
// nothing is lost, foreign keys still hold, empty names become null, and the new indexes and
// counters know the existing rows.

/** Migration 0008's counters, as the migrations up to 0013 left them (0014 drops them). */
type SubscriptionTotals = {
  subscription_totals: { plan: string; status: string; n: number; revenue: number };
};
const withTotals = (db: Db) => db as unknown as Kysely<SubscriptionTotals>;

/** Runs the migrations through 0013: what this file checks is theirs. */
const migrateThrough0013 = (db: Db) => migrateTo(db, '0013-webhook-queue');

let database: TestDatabase;
let handle: DatabaseHandle;
const now = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  await migrateTo(handle.db, '0002-landing-tools');
  const db = handle.db;
  // Written as 0001 allowed: the name column was NOT NULL with '' for "no name".
  for (const [id, email, fullName] of [
    ['p1', 'antiga.silva@exemplo.com.br', 'Antiga Silva'],
    ['p2', 'sem.nome@gmail.com', ''],
  ] as const) {
    await sql`insert into profiles (id, email, full_name, email_verified, role, created_at, updated_at)
      values (${id}, ${email}, ${fullName}, ${handle.kind === 'sqlite' ? 1 : true}, 'user', ${now.toISOString()}, ${now.toISOString()})`.execute(
      db,
    );
    await sql`insert into sessions (id, token, user_id, expires_at) values (${`s-${id}`}, ${`t-${id}`}, ${id}, ${now.toISOString()})`.execute(
      db,
    );
    await sql`insert into subscriptions (id, user_id, plan, status, price, expires_at) values (${`sub-${id}`}, ${id}, 'mensal', 'active', 197, ${now.toISOString()})`.execute(
      db,
    );
  }
  await migrateThrough0013(db);
});
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

it('keeps every member, session and subscription; an empty name becomes null', async () => {
  const profiles = await handle.db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name'])
    .orderBy('id')
    .execute();
  expect(profiles).toEqual([
    { id: 'p1', email: 'antiga.silva@exemplo.com.br', full_name: 'Antiga Silva' },
    { id: 'p2', email: 'sem.nome@gmail.com', full_name: null },
  ]);
  expect(await handle.db.selectFrom('sessions').select('id').orderBy('id').execute()).toHaveLength(2);
  expect(await handle.db.selectFrom('subscriptions').select('id').orderBy('id').execute()).toHaveLength(2);
});

/** Members whose e-mail contains the term, through the index 0004 built (the FTS table on SQLite). */
async function emailMatches(term: string) {
  const lower = term.toLowerCase();
  const query =
    handle.kind === 'sqlite'
      ? sql<{
          n: number;
        }>`select count(*) as n from profiles_email_fts where profiles_email_fts match ${`"${lower}"`}`
      : sql<{ n: number }>`select count(*) as n from profiles where email like ${`%${lower}%`}`;
  return Number((await query.execute(handle.db)).rows[0]?.n);
}

it('counts and finds the members who were already there', async () => {
  const total = await handle.db.selectFrom('profiles_total').select('n').executeTakeFirst();
  expect(Number(total?.n)).toBe(2);
  expect(await emailMatches('silva')).toBe(1);
  expect(await emailMatches('GMAIL')).toBe(1);
  const totals = await withTotals(handle.db)
    .selectFrom('subscription_totals')
    .selectAll()
    .where('n', '>', 0)
    .execute();
  expect(totals.map((row) => [row.plan, row.status, Number(row.n), Number(row.revenue)])).toEqual([
    ['mensal', 'active', 2, 394],
  ]);
});

it('counts the members already there by their UTC day of sign-up (0011)', async () => {
  const days = await handle.db.selectFrom('profiles_by_day').select(['day', 'n']).execute();
  expect(days.map((row) => [row.day, Number(row.n)])).toEqual([['2026-05-01', 2]]);
});

it('still enforces and cascades the foreign keys to profiles', async () => {
  await expect(
    sql`insert into sessions (id, token, user_id, expires_at) values ('s-x', 't-x', 'ninguem', ${now.toISOString()})`.execute(
      handle.db,
    ),
  ).rejects.toThrow();
  await handle.db.deleteFrom('profiles').where('id', '=', 'p1').execute();
  expect(await handle.db.selectFrom('sessions').select('id').execute()).toEqual([{ id: 's-p2' }]);
  expect(await handle.db.selectFrom('subscriptions').select('id').execute()).toEqual([{ id: 'sub-p2' }]);
  const total = await handle.db.selectFrom('profiles_total').select('n').executeTakeFirst();
  expect(Number(total?.n)).toBe(1);
  expect(await emailMatches('silva')).toBe(0);
});

it('leaves a sound database (SQLite: integrity and foreign key checks after the table rebuild)', async () => {
  if (handle.kind === 'postgres') {
    // PostgreSQL changed the column in place: every foreign key to profiles is still there.
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_constraint where contype = 'f' and confrelid = 'profiles'::regclass`.execute(
      handle.db,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(8);
    return;
  }
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
  expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
  expect((await sql`pragma foreign_key_check`.execute(handle.db)).rows).toEqual([]);
  expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db)).rows).toEqual([
    { foreign_keys: 1 },
  ]);
});

it('creates the counters on a database migrated before they came with 0004 (0008 fills them)', async () => {
  const { database: other, handle: otherHandle } = await openEmptyTestDatabase();
  const { db, kind } = otherHandle;
  try {
    await migrateTo(db, '0007-support');
    // As the first version of 0004 left it: no counters, no triggers.
    for (const name of ['profiles_total_insert', 'profiles_total_delete'])
      await sql.raw(`drop trigger ${name}${kind === 'postgres' ? ' on profiles' : ''}`).execute(db);
    for (const name of [
      'subscription_totals_insert',
      'subscription_totals_delete',
      'subscription_totals_update',
    ])
      await sql.raw(`drop trigger ${name}${kind === 'postgres' ? ' on subscriptions' : ''}`).execute(db);
    await sql`drop table profiles_total`.execute(db);
    await sql`drop table subscription_totals`.execute(db);
    await sql`insert into profiles (id, email, full_name, email_verified, role, created_at, updated_at)
      values ('q1', 'q1@exemplo.com.br', null, ${kind === 'sqlite' ? 1 : true}, 'user', ${now.toISOString()}, ${now.toISOString()})`.execute(
      db,
    );
    await sql`insert into subscriptions (id, user_id, plan, status, price, expires_at)
      values ('sq1', 'q1', 'anual', 'active', 1747, ${now.toISOString()})`.execute(db);

    await migrateThrough0013(db);
    const total = async () =>
      Number((await db.selectFrom('profiles_total').select('n').executeTakeFirst())?.n);
    expect(await total()).toBe(1);
    const anual = () =>
      withTotals(db)
        .selectFrom('subscription_totals')
        .select(['n', 'revenue'])
        .where('plan', '=', 'anual')
        .where('status', '=', 'active')
        .executeTakeFirst();
    expect(await anual()).toMatchObject({ n: 1 });
    // And the triggers keep them from now on.
    await db.deleteFrom('profiles').where('id', '=', 'q1').execute();
    expect(await total()).toBe(0);
    expect(Number((await anual())?.n)).toBe(0);
  } finally {
    await db.destroy();
    await other.drop();
  }
});
