// `node --import tsx bench/lib/keyset-measure.ts <samples>` with DATA_DIR or DATABASE_URL on the
// database seed-keyset.ts filled: times the audit, payment-event and code-request lists' data
// functions (what each API call runs) on their first page and on the page after
// KEYSET_BENCH.laterPage "Mais antigos", under each filter, then the way back ("Mais recentes"
// from there); and EXPLAINs every query those pages ran (explain-captured.ts). One JSON line out.
import path from 'node:path';
import { listAuditEvents } from '../../src/server/features/audit/data/audit-events';
import { listWebhookEvents } from '../../src/server/features/payments/data/list-webhook-events';
import { searchWordsOf } from '../../src/server/features/payments/event-search-terms';
import { listCodeRequests } from '../../src/server/features/tools-access/data/code-requests';
import { loadEnv } from '../../src/server/platform/config/env';
import { openDatabase } from '../../src/server/platform/db/connection';
import type { KeysetPage } from '../../src/server/platform/db/keyset-page';
import { decodeCursor, type KeysetCursor } from '../../src/shared/keyset-cursor';
import { type Captured, explainCaptured, queryCapture } from './explain-captured';
import { KEYSET_BENCH } from './keyset-bench';

const SAMPLES = Number(process.argv[2] ?? 200);
const WARMUP = 5;
const env = loadEnv();
const { db, kind } = openDatabase({
  databaseUrl: env.DATABASE_URL,
  sqliteFile: path.join(path.resolve(env.DATA_DIR), 'hub.sqlite'),
});

const admin = await db
  .selectFrom('profiles')
  .select('id')
  .where('email', '=', KEYSET_BENCH.admins[0] ?? '')
  .executeTakeFirstOrThrow();
const member = await db
  .selectFrom('profiles')
  .select('id')
  .where('email', '=', 'membro-keyset-0@exemplo.com.br')
  .executeTakeFirstOrThrow();

type List = (cursor: KeysetCursor | undefined) => Promise<KeysetPage<unknown>>;
const search = (busca: string) => searchWordsOf(busca);
const SCENARIOS: [string, List][] = [
  ['audit: all', (cursor) => listAuditEvents({ db, cursor, filter: {} })],
  ['audit: by admin', (cursor) => listAuditEvents({ db, cursor, filter: { actorId: admin.id } })],
  [
    'audit: kind "payments" (5 actions)',
    (cursor) => listAuditEvents({ db, cursor, filter: { kind: 'payments' } }),
  ],
  [
    'audit: kind "subscription" (8 actions)',
    (cursor) => listAuditEvents({ db, cursor, filter: { kind: 'subscription' } }),
  ],
  [
    'audit: by admin and kind "subscription"',
    (cursor) => listAuditEvents({ db, cursor, filter: { actorId: admin.id, kind: 'subscription' } }),
  ],
  [
    'audit: one member (Histórico)',
    (cursor) => listAuditEvents({ db, cursor, filter: { userId: member.id } }),
  ],
  ['payment events: all', (cursor) => listWebhookEvents({ db, cursor, filter: {} })],
  [
    'payment events: platform kiwify',
    (cursor) => listWebhookEvents({ db, cursor, filter: { platform: 'kiwify' } }),
  ],
  [
    'payment events: outcome failed (1 %)',
    (cursor) => listWebhookEvents({ db, cursor, filter: { outcome: 'failed' } }),
  ],
  [
    'payment events: hotmart + ignored',
    (cursor) => listWebhookEvents({ db, cursor, filter: { platform: 'hotmart', outcome: 'ignored' } }),
  ],
  [
    'payment events: search an e-mail (1 match)',
    (cursor) =>
      listWebhookEvents({ db, cursor, filter: { words: search('comprador424242@exemplo.com.br') } }),
  ],
  [
    'payment events: search a transaction prefix (1,000 matches)',
    (cursor) => listWebhookEvents({ db, cursor, filter: { words: search('HP1000042') } }),
  ],
  [
    'payment events: search "silva" (10 %)',
    (cursor) => listWebhookEvents({ db, cursor, filter: { words: search('silva') } }),
  ],
  [
    'payment events: search "maria silva" (1 %)',
    (cursor) => listWebhookEvents({ db, cursor, filter: { words: search('maria silva') } }),
  ],
  [
    'payment events: search "maria" + ignored (1 %)',
    (cursor) => listWebhookEvents({ db, cursor, filter: { words: search('maria'), outcome: 'ignored' } }),
  ],
  ['code requests: all', (cursor) => listCodeRequests({ db, cursor })],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

async function time(list: List, cursor: KeysetCursor | undefined) {
  for (let i = 0; i < WARMUP; i++) await list(cursor);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await list(cursor);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
  };
}

const capture = queryCapture(db);
const results = [];
for (const [label, list] of SCENARIOS) {
  const first = await list(undefined);
  // The page after laterPage "Mais antigos" (or the oldest, when the filter has fewer pages).
  let cursor: KeysetCursor | undefined;
  let page = first;
  let pages = 1;
  while (page.nextCursor && pages <= KEYSET_BENCH.laterPage) {
    cursor = decodeCursor(page.nextCursor);
    page = await list(cursor);
    pages++;
  }
  const back = page.prevCursor ? decodeCursor(page.prevCursor) : undefined;
  const row = {
    label,
    firstPage: { rows: first.rows.length, ...(await time(list, undefined)) },
    laterPage: cursor ? { page: pages, rows: page.rows.length, ...(await time(list, cursor)) } : null,
    backFromLater: back ? await time(list, back) : null,
  };
  await capture.run(`${label}: first page`, () => list(undefined));
  if (cursor) await capture.run(`${label}: page ${pages}`, () => list(cursor));
  if (back) await capture.run(`${label}: back from page ${pages}`, () => list(back));
  results.push(row);
}
await db.destroy();

// A `set local` the app ran (probingIndexes) goes with the next query of its transaction.
const queries: Captured[] = [];
let settings: string[] = [];
for (const q of capture.seen) {
  if (/^set local /i.test(q.sql)) settings.push(q.sql);
  else {
    queries.push(settings.length ? { ...q, settings } : q);
    settings = [];
  }
}
const plans = await explainCaptured(env, kind, queries, { analyze: kind === 'postgres' });
process.stdout.write(`${JSON.stringify({ kind, samples: SAMPLES, results, plans })}\n`);
