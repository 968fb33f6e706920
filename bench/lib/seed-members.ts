// `node --import tsx bench/lib/seed-members.ts <count>` with DATA_DIR or DATABASE_URL set: migrates,
// then adds <count> members (default 1,000,000), each with a history of grants (decision 016) and
// their deciding grant on the profile, straight through the driver (no password hashing, no
// per-row round trip), records the reminders the expiry job would have sent, checks a sample of
// profiles against the app's own rule (decidingGrant), then ANALYZEs. Deterministic: the same
// count gives the same rows on both engines (bench/lib/member-rows.ts). Prints one JSON line:
// counts and timings.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createDeps } from '../../src/server/deps';
import { decidingGrant } from '../../src/server/features/access/member-access';
import { loadEnv } from '../../src/server/platform/config/env';
import { openDatabase } from '../../src/server/platform/db/connection';
import { createLogger } from '../../src/server/platform/logger';
import { DAY_MS } from '../../src/shared/constants';
import { memberRows, type Profile, type Sub } from './member-rows';

const COUNT = Number(process.argv[2] ?? 1_000_000);
const BATCH = 5000;
const NOW = Date.now();

/** Seconds spent inserting (rows, their indexes and triggers, the reminder records), then analysing. */
const phases = (started: number, inserted: number) => ({
  insertSeconds: Math.round((inserted - started) / 1000),
  analyzeSeconds: Math.round((performance.now() - inserted) / 1000),
});

async function seedSqlite(file: string) {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  const addProfile = sqlite.prepare(
    `insert into profiles (id, email, full_name, email_verified, role, created_at, updated_at,
       grant_id, access_status, access_ends_at, access_plan, access_source) values (?, ?, ?, 1, 'user', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addSub = sqlite.prepare(
    'insert into subscriptions (id, user_id, plan, status, price, started_at, expires_at, source, reference, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insert = sqlite.transaction((batch: { profiles: Profile[]; subs: Sub[] }) => {
    for (const [id, email, name, at, ...access] of batch.profiles)
      addProfile.run(id, email, name, at, at, ...access);
    for (const s of batch.subs) addSub.run(...s, s[5]);
  });
  let subs = 0;
  const started = performance.now();
  for (const batch of memberRows({ count: COUNT, batch: BATCH, now: NOW })) {
    insert(batch);
    subs += batch.subs.length;
  }
  const [now, dayAhead, weekAhead] = REMINDER_BOUNDS.map((ms) => new Date(ms).toISOString());
  const reminders = sqlite.prepare(RECORD_REMINDERS).run({ now, dayAhead, weekAhead }).changes;
  const inserted = performance.now();
  sqlite.exec('analyze');
  sqlite.close();
  return { subscriptions: subs, reminders, ...phases(started, inserted) };
}

async function seedPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let subs = 0;
  const columns = <T extends unknown[]>(rows: T[], index: number) => rows.map((row) => row[index]);
  const started = performance.now();
  for (const { profiles, subs: rows } of memberRows({ count: COUNT, batch: BATCH, now: NOW })) {
    await client.query(
      `insert into profiles (id, email, full_name, email_verified, role, created_at, updated_at,
         grant_id, access_status, access_ends_at, access_plan, access_source)
       select id, email, full_name, true, 'user', at, at, grant_id, access_status, access_ends_at, access_plan, access_source
       from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::timestamptz[], $8::text[], $9::text[])
         as t(id, email, full_name, at, grant_id, access_status, access_ends_at, access_plan, access_source)`,
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => columns(profiles, i)),
    );
    await client.query(
      `insert into subscriptions (id, user_id, plan, status, price, started_at, expires_at, source, reference, updated_at)
       select id, user_id, plan, status, price, started_at, expires_at, source, reference, started_at
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::timestamptz[], $7::timestamptz[], $8::text[], $9::text[])
         as t(id, user_id, plan, status, price, started_at, expires_at, source, reference)`,
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => columns(rows, i)),
    );
    subs += rows.length;
  }
  const named = RECORD_REMINDERS.replace(
    /@(\w+)/g,
    (_, name) => `$${['now', 'dayAhead', 'weekAhead'].indexOf(name) + 1}::timestamptz`,
  );
  const reminders =
    (
      await client.query(
        named,
        REMINDER_BOUNDS.map((ms) => new Date(ms)),
      )
    ).rowCount ?? 0;
  const inserted = performance.now();
  // The visibility map lets count(*) and the page-id walks read indexes only.
  await client.query('vacuum analyze');
  await client.end();
  return { subscriptions: subs, reminders, ...phases(started, inserted) };
}

/**
 * A running hub's steady state: the expiry job (decision 015) has already sent the reminders due, so
 * the app measured afterwards does not spend its first minutes e-mailing 90,000 members. Its
 * records are written here in one statement rather than by running its pass batch after batch:
 * on this data (at most one grant giving access per member) the pass records exactly one reminder
 * per such grant ending within 7 days, 'reminder_1d' within a day, else 'reminder_7d'.
 */
const REMINDER_BOUNDS = [NOW, NOW + DAY_MS, NOW + 7 * DAY_MS];
const RECORD_REMINDERS = `
  insert into expiry_notices (subscription_id, kind, expires_at, sent_at)
  select id, case when expires_at <= @dayAhead then 'reminder_1d' else 'reminder_7d' end, expires_at, @now
  from subscriptions where status in ('active', 'cancelled') and expires_at > @now and expires_at <= @weekAhead`;

const env = loadEnv();
const started = Date.now();
// Migrates (and creates the first admin) through the app's own start-up path.
const deps = await createDeps(env, createLogger('warn'));
const kind = deps.database.kind;
await deps.database.db.destroy();
const sqliteFile = path.join(path.resolve(env.DATA_DIR), 'hub.sqlite');
const seeded =
  kind === 'postgres' ? await seedPostgres(env.DATABASE_URL ?? '') : await seedSqlite(sqliteFile);
await checkSample();
process.stdout.write(
  `${JSON.stringify({ kind, members: COUNT, ...seeded, seconds: Math.round((Date.now() - started) / 1000) })}\n`,
);

/** A thousand profiles, spread over the list, name the grant the app's own rule picks. */
async function checkSample() {
  const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile });
  const step = Math.max(1, Math.floor(COUNT / 1000));
  for (let i = 0; i < COUNT; i += step) {
    const id = `m${i.toString(36).padStart(8, '0')}`;
    const profile = await db
      .selectFrom('profiles')
      .select('grant_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const grant = await decidingGrant(db, id, new Date(NOW));
    if ((grant?.id ?? null) !== profile.grant_id)
      throw new Error(`seed: ${id} names ${profile.grant_id}, the rule picks ${grant?.id ?? null}`);
  }
  await db.destroy();
}
