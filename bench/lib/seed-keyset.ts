// `node --import tsx bench/lib/seed-keyset.ts <rows>` with DATA_DIR or DATABASE_URL set: migrates,
// then fills audit_events, webhook_events (with their search terms) and totp_requests to <rows>
// each, in SQL (a recursive CTE on SQLite, generate_series on PostgreSQL), then ANALYZE. Rows come
// three to a second, 90 s apart, newest now: ties on the time are split by id, as in the app.
// Prints what it made and how long it took as one JSON line. Used by bench/keyset-paging.mjs.
import { sql } from 'kysely';
import { createDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/platform/config/env';
import { createLogger } from '../../src/server/platform/logger';
import { createUser } from '../../src/server/seed/factories';
import { AUDIT_ACTION_LABELS } from '../../src/shared/audit-actions';
import { KEYSET_BENCH } from './keyset-bench';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const started = performance.now();
const deps = await createDeps(loadEnv(), createLogger('warn'));
const { db, kind } = deps.database;
const pg = kind === 'postgres';

// The admins the audit rows name and the members the code requests belong to (foreign keys).
const admins = [];
for (const [i, email] of KEYSET_BENCH.admins.entries())
  admins.push(await createUser(deps, { role: 'admin', email, fullName: `Admin ${i}` }));
const members = [];
for (let i = 0; i < KEYSET_BENCH.members; i++)
  members.push(
    await createUser(deps, { email: `membro-keyset-${i}@exemplo.com.br`, fullName: `Membro ${i}` }),
  );

const now = Math.floor(Date.now() / 1000);
const list = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
// i = 0 … ROWS-1, and the i-th value of a list (an array on PostgreSQL, JSON on SQLite).
const series = pg
  ? sql`select generate_series(0, ${ROWS - 1}) as i`
  : sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${ROWS - 1}) select i from n`;
const pick = (values: string[], index: ReturnType<typeof sql>) =>
  pg
    ? sql`(array[${list(values)}])[(${index}) + 1]`
    : sql`json_extract(${JSON.stringify(values)}, '$[' || (${index}) || ']')`;
const at = pg
  ? sql`to_timestamp(${sql.lit(now)} - (i / 3) * 90)`
  : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.lit(now)} - (i / 3) * 90, 'unixepoch')`;
const uuid = pg
  ? sql`gen_random_uuid()::text`
  : sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;
const count = async (table: 'audit_events' | 'webhook_events' | 'totp_requests') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const actions = Object.keys(AUDIT_ACTION_LABELS);
const adminIds = admins.map((a) => a.id);
const memberIds = members.map((m) => m.id);

if ((await count('audit_events')) < ROWS) {
  await sql`insert into audit_events (id, created_at, action, actor_id, actor_label, target_user_id, target_email, target_label, before, after)
    select ${uuid}, ${at}, ${pick(actions, sql`i % ${sql.lit(actions.length)}`)}, ${pick(adminIds, sql`i % ${sql.lit(adminIds.length)}`)},
      'admin@exemplo.com.br', ${pick(memberIds, sql`i % ${sql.lit(memberIds.length)}`)}, 'membro@exemplo.com.br', null, null, null
    from (${series}) as n`.execute(db);
}

const FIRST = ['maria', 'joao', 'ana', 'pedro', 'juliana', 'carlos', 'beatriz', 'rafael', 'lucia', 'bruno'];
const LAST = [
  'silva',
  'goncalves',
  'souza',
  'oliveira',
  'pereira',
  'lima',
  'araujo',
  'costa',
  'ribeiro',
  'almeida',
];
// 90 % applied, then ignored, duplicate, failed (1 %), rejected (1 %).
const OUTCOMES = [
  ...Array(90).fill('applied'),
  ...Array(5).fill('ignored'),
  ...Array(3).fill('duplicate'),
  'failed',
  'rejected',
];
if ((await count('webhook_events')) < ROWS) {
  await sql`insert into webhook_events (id, platform, event_key, event_type, transaction_id, email, outcome, detail, payload, user_id, attempts, received_at, processed_at, next_attempt_at)
    select ${uuid}, ${pick(['hotmart', 'kiwify'], sql`i % 2`)}, 'bench:' || i, 'PURCHASE_APPROVED', 'HP' || (1000000000 + i),
      'comprador' || i || '@exemplo.com.br', ${pick(OUTCOMES, sql`i % 100`)}, '', '{}', null, 1, ${at}, ${at}, null
    from (${series}) as n`.execute(db);
  // The terms searchTermsOf stores: the e-mail, the transaction, the name's two words.
  const index = pg ? sql`substr(event_key, 7)::int` : sql`cast(substr(event_key, 7) as integer)`;
  await sql`insert into webhook_event_terms (term, event_id)
    select email, id from webhook_events
    union all select lower(transaction_id), id from webhook_events
    union all select ${pick(FIRST, sql`${index} % 10`)}, id from webhook_events
    union all select ${pick(LAST, sql`(${index} / 10) % 10`)}, id from webhook_events`.execute(db);
}

if ((await count('totp_requests')) < ROWS) {
  await sql`insert into totp_requests (user_id, user_email, user_name, ip_address, user_agent, created_at)
    select ${pick(memberIds, sql`i % ${sql.lit(memberIds.length)}`)}, 'membro@exemplo.com.br', 'Membro', '10.0.' || (i % 250) || '.' || (i % 200),
      'Mozilla/5.0', ${at}
    from (${series}) as n`.execute(db);
}

// Planner statistics and PostgreSQL's visibility map (index-only scans), as autovacuum gives
// after a bulk load; on SQLite what `pragma optimize` gives.
await sql.raw(pg ? 'vacuum analyze' : 'analyze').execute(db);
if (!pg) await sql`pragma wal_checkpoint(truncate)`.execute(db);
const made = {
  audit: await count('audit_events'),
  events: await count('webhook_events'),
  codes: await count('totp_requests'),
};
await db.destroy();
process.stdout.write(
  `${JSON.stringify({ rows: ROWS, made, seconds: Math.round((performance.now() - started) / 100) / 10 })}\n`,
);
