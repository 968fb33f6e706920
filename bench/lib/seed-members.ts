// `node --import tsx bench/lib/seed-members.ts <count>` with DATA_DIR or DATABASE_URL set: migrates,
// then adds <count> members (default 1,000,000), each with a history of grants and
// their deciding grant on the profile, straight through the driver (no password hashing, no
// per-row round trip), records the reminders the expiry job would have sent, checks a sample of
// profiles against the app's own rule (decidingGrant), then ANALYZEs. Deterministic: the same count gives the same rows on
// both engines. Prints one JSON line: counts and timings.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createDeps } from '../../src/server/deps';
import { decidingGrant } from '../../src/server/features/subscriptions/member-access';
import { loadEnv } from '../../src/server/platform/config/env';
import { openDatabase } from '../../src/server/platform/db/connection';
import { createLogger } from '../../src/server/platform/logger';
import { DAY_MS, type SubscriptionStatus } from '../../src/shared/constants';
import { givesAccess } from '../../src/shared/subscription-rules';

const COUNT = Number(process.argv[2] ?? 1_000_000);
const BATCH = 5000;
const NOW = Date.now();
const YEARS_OF_SIGNUPS = 3;

const FIRST = [
  'ana',
  'bruno',
  'carla',
  'daniel',
  'eduarda',
  'felipe',
  'gabriela',
  'henrique',
  'isabela',
  'joao',
  'julia',
  'lucas',
  'mariana',
  'mateus',
  'natalia',
  'otavio',
  'paula',
  'rafael',
  'sofia',
  'thiago',
  'vitoria',
  'leticia',
  'gustavo',
  'beatriz',
  'rodrigo',
  'camila',
  'diego',
  'fernanda',
  'igor',
  'larissa',
];
const LAST = [
  'silva',
  'santos',
  'oliveira',
  'souza',
  'rodrigues',
  'ferreira',
  'alves',
  'pereira',
  'lima',
  'gomes',
  'costa',
  'ribeiro',
  'martins',
  'carvalho',
  'almeida',
  'lopes',
  'soares',
  'fernandes',
  'vieira',
  'barbosa',
  'rocha',
  'dias',
  'nascimento',
  'andrade',
  'moreira',
  'nunes',
  'marques',
  'machado',
  'mendes',
  'freitas',
  'goncalves',
  'araujo',
];
// How names are written (e-mails keep the plain letters): the name search ignores accents.
const WRITTEN: Record<string, string> = {
  joao: 'João',
  julia: 'Júlia',
  natalia: 'Natália',
  otavio: 'Otávio',
  vitoria: 'Vitória',
  leticia: 'Letícia',
  goncalves: 'Gonçalves',
  araujo: 'Araújo',
};
const written = (word: string) => WRITTEN[word] ?? `${word[0]?.toUpperCase()}${word.slice(1)}`;
// Where current grants come from (the segments' "origem"): mostly the payment platforms.
const SOURCE_TABLE = [
  ...Array(5).fill('hotmart'),
  ...Array(3).fill('kiwify'),
  ...Array(2).fill('manual'),
] as const;
// Weighted like a Brazilian audience: most on webmail, a few on company domains.
const DOMAINS: [string, number][] = [
  ['gmail.com', 45],
  ['hotmail.com', 20],
  ['outlook.com', 10],
  ['yahoo.com.br', 8],
  ['uol.com.br', 5],
  ['bol.com.br', 4],
  ['icloud.com', 4],
  ['agenciacriativa.com.br', 2],
  ['estudio.design', 2],
];
const DOMAIN_TABLE = DOMAINS.flatMap(([domain, weight]) => Array<string>(weight).fill(domain));
const PLAN_TABLE = [...Array(6).fill('mensal'), ...Array(3).fill('anual'), 'vitalicio'] as const;
const PRICES = { mensal: 197, anual: 1747, vitalicio: 2497 } as const;

/** A small deterministic PRNG (mulberry32), so both engines get the same data. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Profile = [
  id: string,
  email: string,
  fullName: string | null,
  createdAt: string,
  grantId: string | null,
  accessStatus: string,
  accessEndsAt: string | null,
  accessPlan: string | null,
  accessSource: string | null,
];
type Sub = [
  id: string,
  userId: string,
  plan: string,
  status: string,
  price: number,
  started: string,
  expires: string | null,
  source: string,
  reference: string | null,
];

/**
 * The member's deciding grant as refreshMemberAccess picks it (member-access.ts): of the grants
 * giving access, the one with no end or the latest end; else the one that changed last
 * (updated_at is started_at here); the id breaks ties. Computed while generating, so each profile
 * is written once, in bulk; the seed checks a sample against the app's query afterwards.
 */
function deciding(subs: Sub[]) {
  const now = new Date(NOW);
  const giving = subs.filter(([, , , status, , , expires]) =>
    givesAccess(status as SubscriptionStatus, expires, now),
  );
  const endOf = (sub: Sub) => (sub[6] === null ? Number.POSITIVE_INFINITY : Date.parse(sub[6]));
  const key = (sub: Sub) => [giving.length > 0 ? endOf(sub) : 0, Date.parse(sub[5]), sub[0]] as const;
  const after = (a: Sub, b: Sub) => {
    const [x, y] = [key(a), key(b)];
    return x[0] !== y[0] ? x[0] > y[0] : x[1] !== y[1] ? x[1] > y[1] : x[2] > y[2];
  };
  return (giving.length > 0 ? giving : subs).reduce<Sub | null>(
    (best, sub) => (!best || after(sub, best) ? sub : best),
    null,
  );
}

function* batches() {
  const rand = random(42);
  const span = YEARS_OF_SIGNUPS * 365 * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  for (let start = 0; start < COUNT; start += BATCH) {
    const profiles: Profile[] = [];
    const subs: Sub[] = [];
    for (let i = start; i < Math.min(start + BATCH, COUNT); i++) {
      const first = FIRST[Math.floor(rand() * FIRST.length)] as string;
      const last = LAST[Math.floor(rand() * LAST.length)] as string;
      const domain = DOMAIN_TABLE[Math.floor(rand() * DOMAIN_TABLE.length)] as string;
      const id = `m${i.toString(36).padStart(8, '0')}`;
      const created = NOW - span + Math.floor((i / COUNT) * span) + Math.floor(rand() * 60_000);
      const name = rand() < 0.05 ? null : `${written(first)} ${written(last)}`;
      const own: Sub[] = [];
      // History: a lapsed month for half, a refunded or ended one for a tenth, a current plan for two in
      // three (one in ten of those cancelled at the end of its period, one in 5,000 past its end
      // before the expiry job marked it). Only members older than the lapsed periods have history,
      // so nothing starts in the future. A lifetime grant has no end.
      const old = created < NOW - 90 * DAY_MS;
      if (rand() < 0.5 && old) {
        const started = created + Math.floor(rand() * 30) * DAY_MS;
        own.push([
          `${id}-e`,
          id,
          'mensal',
          'expired',
          197,
          iso(started),
          iso(started + 30 * DAY_MS),
          'manual',
          null,
        ]);
      }
      const stopped = rand();
      if (stopped < 0.1 && old) {
        const started = created + 40 * DAY_MS;
        const status = stopped < 0.05 ? 'refunded' : 'ended';
        own.push([
          `${id}-c`,
          id,
          'mensal',
          status,
          197,
          iso(started),
          iso(started + 30 * DAY_MS),
          'manual',
          null,
        ]);
      }
      if (rand() < 2 / 3) {
        const plan = PLAN_TABLE[Math.floor(rand() * PLAN_TABLE.length)] as keyof typeof PRICES;
        const started = Math.max(created, NOW - Math.floor(rand() * 365) * DAY_MS);
        const days = plan === 'mensal' ? 30 : 365;
        const which = rand();
        const status = which < 0.1 ? 'cancelled' : 'active';
        const source = SOURCE_TABLE[Math.floor(rand() * SOURCE_TABLE.length)] as string;
        const expires =
          plan === 'vitalicio'
            ? null
            : which > 1 - 1 / 5000
              ? NOW - 60 * 60_000
              : Math.max(started + days * DAY_MS, NOW + Math.floor(rand() * 30 + 1) * DAY_MS);
        own.push([
          `${id}-a`,
          id,
          plan,
          status,
          PRICES[plan],
          iso(started),
          expires === null ? null : iso(expires),
          source,
          source === 'manual' ? null : `${source}-${id}`,
        ]);
      }
      const grant = deciding(own);
      profiles.push([
        id,
        `${first}.${last}${i}@${domain}`,
        name,
        iso(created),
        grant?.[0] ?? null,
        grant?.[3] ?? 'never',
        grant?.[6] ?? null,
        grant?.[2] ?? null,
        grant?.[7] ?? null,
      ]);
      subs.push(...own);
    }
    yield { profiles, subs };
  }
}

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
  for (const batch of batches()) {
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
  for (const { profiles, subs: rows } of batches()) {
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
 * A running hub's steady state: the expiry job has already sent the reminders due, so
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
