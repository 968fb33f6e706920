// Keyset paging at a million rows (decision 025; not a test): audit_events, webhook_events (with
// their search terms) and totp_requests each filled to --rows, then each list's data function (what
// its API call runs) timed on its first page and on the page after 50 "Mais antigos", under each
// filter and search, and the way back ("Mais recentes") from there. Target: p99 ≤ 50 ms for every
// first and later page. Every query those pages ran is EXPLAINed: a plan that reads a whole
// table or sorts one is reported.
//
//   npm run bench -- keyset-paging                 SQLite
//   npm run bench -- keyset-paging --postgres      PostgreSQL (BENCH_DATABASE_URL's server, its own database)
//   options: --rows 1000000  --samples 200 (calls per page, one at a time)
//            --fresh   seed again even when a seeded database of that size is kept
//
// The seeded database is kept between runs (.tmp/bench_keyset_<n>/<engine>; on PostgreSQL the
// database bench_keyset_<n>). Figures and plans: bench/results/keyset-paging-<engine>.json.
import os from 'node:os';
import { keptDatabase } from './lib/databases.mjs';
import {
  appEnv,
  machineFacts,
  numberOption,
  runTsx,
  startWatchdog,
  wantsPostgres,
  writeResult,
} from './lib/processes.mjs';

const argv = process.argv.slice(2);
const ROWS = numberOption('rows', 1_000_000);
const SAMPLES = numberOption('samples', 200);
const TARGET_P99_MS = 50;

startWatchdog('keyset-paging', 60 * 60_000);
const postgres = wantsPostgres(argv);
const database = await keptDatabase({
  postgres,
  name: `bench_keyset_${ROWS}`,
  fresh: argv.includes('--fresh'),
});
const env = appEnv(database);
const results = {
  machine: machineFacts(),
  database: database.kind,
  serverVersion: database.serverVersion,
  rows: ROWS,
};
if (!database.seeded) {
  console.log(
    `seeding ${ROWS} rows in each of audit_events, webhook_events, totp_requests on ${database.kind}…`,
  );
  results.seed = runTsx('bench/lib/seed-keyset.ts', [String(ROWS)], env, 90 * 60_000);
  console.log(`seeded: ${JSON.stringify(results.seed)}`);
  database.markSeeded();
}
results.loadBefore = os.loadavg();
const measured = runTsx('bench/lib/keyset-measure.ts', [String(SAMPLES)], env, 30 * 60_000);
results.loadAfter = os.loadavg();
results.samples = SAMPLES;
results.pages = measured.results;

const fmt = (m) =>
  m ? `p50 ${String(m.p50).padStart(6)}  p99 ${String(m.p99).padStart(6)} ms` : '-'.padEnd(26);
let failed = 0;
for (const row of measured.results) {
  const over = [row.firstPage, row.laterPage].some((m) => m && m.p99 > TARGET_P99_MS);
  if (over) failed++;
  console.log(
    `${row.label.padEnd(58)} first ${fmt(row.firstPage)} | page ${String(row.laterPage?.page ?? '-').padStart(2)} ${fmt(row.laterPage)} | back ${fmt(row.backFromLater)}${over ? '  OVER TARGET' : ''}`,
  );
}

// A plan that reads a whole table (SQLite SCAN without an index, PostgreSQL Seq Scan) or sorts
// the table's rows (a temp B-tree / Sort over the list table, not over a few merged rows).
const suspicious = (line) =>
  /\bSeq Scan on (audit_events|webhook_events|totp_requests|webhook_event_terms)\b/.test(line) ||
  /^SCAN (audit_events|webhook_events|totp_requests|webhook_event_terms)$/.test(line.trim());
results.plans = measured.plans.map((p) => ({
  label: p.label,
  sql: p.sql,
  settings: p.settings,
  plan: p.plan,
  readsWholeTable: p.plan.some(suspicious),
}));
console.log('\nquery plans (first and later page of each list):');
for (const p of results.plans) {
  const lines = p.plan.filter((l) => /scan|search|sort|b-tree|limit|merge|union|compound/i.test(l));
  console.log(
    `- ${p.label}${p.readsWholeTable ? '  READS A WHOLE TABLE' : ''}\n    ${lines.slice(0, 8).join('\n    ')}`,
  );
}
const file = writeResult(`keyset-paging-${database.kind}`, results);
console.log(`\nwritten to ${file}`);
const whole = results.plans.filter((p) => p.readsWholeTable).length;
if (failed || whole) {
  console.log(`${failed} list(s) over p99 ${TARGET_P99_MS} ms, ${whole} plan(s) reading a whole table`);
  process.exit(1);
}
