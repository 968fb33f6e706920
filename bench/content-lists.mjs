// Library and trainings lists at scale (decision 012; not a test): 100,000 library items and 100,000
// trainings (one in ten inactive), then the built server is loaded with autocannon on each list a
// member or an admin opens: the member grid's first page and a page halfway down, the member
// trainings' first and middle page and two title searches, and the admin lists. Then 100
// downloads of one item at once: the count must grow by exactly 100. Target: every list p99 ≤ 30 ms.
//
//   npm run bench -- content-lists                 SQLite
//   npm run bench -- content-lists --postgres      PostgreSQL (BENCH_DATABASE_URL's server)
//   options: --items 100000  --connections 1,10 (each list at each)  --rounds 3  --duration 4 (s
//            per round; the figures are the rounds' medians)
//            --fresh   seed again even when a seeded database of that size is kept
//
// Run it under `chrt -r 5` on a shared machine (on PostgreSQL the backends serving the bench's
// database are raised to the same priority: lib/processes.mjs raisePostgresBackends). The seeded
// database is kept between runs (.tmp/bench_content_<n>/<engine>; on PostgreSQL the database
// bench_content_<n>). Query plans: bench/lib/content-plans.ts, printed at the end and written
// with the figures to bench/results/content-lists-<engine>.json.
import os from 'node:os';
import autocannon from 'autocannon';
import { keptDatabase, raisePostgresBackends } from './lib/databases.mjs';
import {
  appEnv,
  cpuTimeMs,
  ensureBuilt,
  freePort,
  HOST,
  machineFacts,
  median,
  numberOption,
  runTsx,
  signIn,
  startChild,
  startWatchdog,
  waitForHttp,
  wantsPostgres,
  writeResult,
} from './lib/processes.mjs';

const argv = process.argv.slice(2);
const ITEMS = numberOption('items', 100_000);
const DURATION_S = numberOption('duration', 4);
const ROUNDS = numberOption('rounds', 3);
/** One member at a time (what a request costs), and ten at once (under load). */
const CONNECTIONS = (argv.includes('--connections') ? argv[argv.indexOf('--connections') + 1] : '1,10')
  .split(',')
  .map(Number);
const DOWNLOADS = 100;
const TARGET_P99_MS = 30;
const ADMIN = { email: 'admin-bench@exemplo.com.br', password: 'bench-admin-123456' };

const children = startWatchdog('content-lists', 60 * 60_000);

let serverPid = 0;
/** One autocannon run: every answer must be 2xx; latency percentiles and the app's CPU per request. */
async function measureOnce(label, options) {
  await raisePostgresBackends(databaseUrl);
  const cpuBefore = cpuTimeMs(serverPid);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const cpuAfter = cpuTimeMs(serverPid);
  if (result.errors || result.timeouts || result.non2xx)
    throw new Error(
      `${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    appCpuMsPerRequest: (cpuAfter - cpuBefore) / result.requests.total,
  };
}

/**
 * One list at each concurrency, ROUNDS times (medians: the machine is shared), after a warm-up.
 * The first answer is checked and its total kept.
 */
async function load(base, cookie, label, url) {
  const check = await fetch(`${base}${url}`, { headers: { cookie } });
  const body = await check.json();
  if (!check.ok) throw new Error(`${label}: ${check.status} ${JSON.stringify(body)}`);
  const options = { url: `${base}${url}`, headers: { cookie }, timeout: 30 };
  await autocannon({ ...options, connections: Math.max(...CONNECTIONS), duration: 2 }); // warm-up
  const row = { label, url, total: body.total ?? null, items: body.items?.length, byConnections: {} };
  for (const connections of CONNECTIONS) {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++)
      rounds.push(await measureOnce(label, { ...options, connections }));
    const mid = (key, digits = 0) => Number(median(rounds.map((r) => r[key])).toFixed(digits));
    const figures = {
      p50: mid('p50', 1),
      p99: mid('p99', 1),
      p99Worst: Math.max(...rounds.map((r) => r.p99)),
      requestsPerSecond: mid('requestsPerSecond'),
      appCpuMsPerRequest: mid('appCpuMsPerRequest', 2),
    };
    row.byConnections[connections] = figures;
    console.log(
      `${label.padEnd(40)} ${String(connections).padStart(2)} conn  p50 ${String(figures.p50).padStart(5)} ms  p99 ${String(figures.p99).padStart(5)} ms (worst round ${String(figures.p99Worst).padStart(4)})  ${String(figures.requestsPerSecond).padStart(5)} req/s  app CPU ${String(figures.appCpuMsPerRequest).padStart(5)} ms/req  total ${row.total ?? '-'}  rows ${row.items}`,
    );
  }
  return row;
}

/** DOWNLOADS members' clicks at the same moment on one item: exactly DOWNLOADS more, and how long each took. */
async function downloads(base, cookie, id) {
  const countNow = async () => {
    const res = await fetch(`${base}/api/library/${id}`, { headers: { cookie } });
    return (await res.json()).item.downloadsCount;
  };
  const before = await countNow();
  await raisePostgresBackends(databaseUrl);
  const result = await autocannon({
    url: `${base}/api/library/${id}/download`,
    method: 'POST',
    headers: { cookie, origin: base },
    connections: DOWNLOADS,
    amount: DOWNLOADS,
    timeout: 30,
  });
  const after = await countNow();
  const row = {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    before,
    after,
    exact: after - before === DOWNLOADS && result.non2xx === 0 && result.errors === 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
  console.log(
    `${DOWNLOADS} concurrent downloads: count ${before} → ${after} (${row.exact ? 'exactly' : 'NOT'} +${DOWNLOADS}), p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms`,
  );
  return row;
}

const postgres = wantsPostgres(argv);
ensureBuilt();
const database = await keptDatabase({
  postgres,
  name: `bench_content_${ITEMS}`,
  fresh: argv.includes('--fresh'),
});
const { databaseUrl } = database;
const env = { ...appEnv(database), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const results = {
  machine: machineFacts(),
  database: database.kind,
  serverVersion: database.serverVersion,
  items: ITEMS,
  connections: CONNECTIONS,
  rounds: ROUNDS,
  durationSeconds: DURATION_S,
};
if (!database.seeded) {
  console.log(`seeding ${ITEMS} library items and ${ITEMS} trainings on ${database.kind}…`);
  results.seed = runTsx('bench/lib/seed-content.ts', [String(ITEMS)], env);
  console.log(`seeded: ${JSON.stringify(results.seed)}`);
  database.markSeeded();
}
// The app migrates at start: plans and positions are read after one start, on the final schema.
const port = await freePort();
const base = `http://${HOST}:${port}`;
const startApp = () => {
  const server = startChild(process.execPath, ['dist/server/main.js'], {
    env: { ...env, PORT: String(port), APP_URL: base },
    label: 'app',
  });
  children.push(server);
  return server;
};
let server = startApp();
await waitForHttp(`${base}/api/health`, 300_000, server.child);
await server.stop();
const positions = runTsx('bench/lib/content-plans.ts', [], env);
const { totals, searches, member } = positions;
console.log(`totals: ${JSON.stringify(totals)}`);

const middle = (total) => Math.max(1, Math.ceil(total / 10 / 2));
const search = (text, page = 1) => `search=${encodeURIComponent(text)}&page=${page}`;
results.loadBefore = os.loadavg();
server = startApp();
serverPid = server.child.pid;
try {
  await waitForHttp(`${base}/api/health`, 60_000, server.child);
  const memberCookie = await signIn(base, member);
  const adminCookie = await signIn(base, ADMIN);
  const m = (label, url) => load(base, memberCookie, label, url);
  const a = (label, url) => load(base, adminCookie, label, url);
  results.member = [
    await m('member library: first page', '/api/library'),
    await m('member library: halfway down', `/api/library?cursor=${positions.middleCursor}`),
    await m('member trainings: first page', '/api/trainings'),
    await m('member trainings: middle page', `/api/trainings?page=${middle(totals.trainingsActive)}`),
    await m(`member trainings: search "${searches.few}"`, `/api/trainings?${search(searches.few)}`),
    await m(`member trainings: search "${searches.word}"`, `/api/trainings?${search(searches.word)}`),
  ];
  results.admin = [
    await a('admin library: first page', '/api/admin/library'),
    await a('admin library: middle page', `/api/admin/library?page=${middle(totals.library)}`),
    await a(`admin library: search "${searches.word}"`, `/api/admin/library?${search(searches.word)}`),
    await a('admin trainings: first page', '/api/admin/trainings'),
    await a('admin trainings: middle page', `/api/admin/trainings?page=${middle(totals.trainings)}`),
    await a(`admin trainings: search "${searches.word}"`, `/api/admin/trainings?${search(searches.word)}`),
  ];
  results.downloads = await downloads(base, memberCookie, positions.downloadItemId);
} catch (error) {
  console.error(`--- app output ---\n${server.output()}`);
  throw error;
} finally {
  await server.stop();
}
results.loadAfter = os.loadavg();
results.plans = positions.plans;
for (const q of results.plans) console.log(`\n[${q.label}] ${q.sql.slice(0, 200)}\n  ${q.plan.join('\n  ')}`);
const memberLists = results.member;
const meets = (rows, connections) => rows.every((row) => row.byConnections[connections].p99 <= TARGET_P99_MS);
results.targets = {
  memberListsP99: Object.fromEntries(CONNECTIONS.map((c) => [`${c} conn`, meets(memberLists, c)])),
  adminListsP99: Object.fromEntries(CONNECTIONS.map((c) => [`${c} conn`, meets(results.admin, c)])),
  downloadsExact: results.downloads.exact,
};
console.log(
  `\nload average before ${results.loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${results.loadAfter.map((n) => n.toFixed(2)).join(' ')}`,
);
console.log(
  `targets (every list p99 ≤ ${TARGET_P99_MS} ms, median of the rounds; downloads exact): ${JSON.stringify(results.targets)}`,
);
console.log(`written to ${writeResult(`content-lists-${database.kind}`, results)}`);
process.exit(results.targets.downloadsExact ? 0 : 1);
