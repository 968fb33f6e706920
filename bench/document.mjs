// The signed-in document bench (not a test): GET /dashboard as a subscriber (the page every visit
// starts with: the app's shell carrying the viewer, docs/decisions/018-first-load.md) against GET
// /api/me (the same viewer read as JSON) on the same built server, in interleaved rounds, with the
// headers a browser sends (the cookie, Accept-Encoding). Prints the median round of each and the
// median of the per-round ratios of their req/s; exits 1 below the target.
//
//   npm run bench -- document                SQLite (temp DATA_DIR)
//   npm run bench -- document --postgres     PostgreSQL (scratch database, see bench/api-me.mjs)
//   options: --duration 10 (s per round)  --rounds 3  --connections 50
//            --cpu-prof   write the server's V8 profile to bench/results/profiles/
import os from 'node:os';
import { scratchDatabase } from './lib/databases.mjs';
import {
  ensureBuilt,
  machineFacts,
  median,
  numberOption,
  startWatchdog,
  wantsPostgres,
  writeResult,
} from './lib/processes.mjs';
import { interleavedRounds, load, startSignedInApp } from './lib/signed-in-server.mjs';

const argv = process.argv.slice(2);
const DURATION_S = numberOption('duration', 10);
const CONNECTIONS = numberOption('connections', 50);
const ROUNDS = numberOption('rounds', 3);
const WARMUP_S = 3;
const TARGET = { ratio: 0.9, p99Ms: 10 };
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'pt-BR' };

const children = startWatchdog('document', (2 * ROUNDS * DURATION_S + 2 * WARMUP_S + 240) * 1000);

const postgres = wantsPostgres(argv);
ensureBuilt();
const loadBefore = os.loadavg();
const database = await scratchDatabase({ postgres });
const targets = [];
try {
  const app = await startSignedInApp(database, {
    logLevel: 'warn',
    cpuProf: argv.includes('--cpu-prof'),
    children,
  });
  const headers = { ...app.headers, ...BROWSER_HEADERS };
  const page = await fetch(`${app.base}/dashboard`, { headers });
  const html = await page.text();
  if (!page.ok || !html.includes('id="app-viewer"') || !html.includes('Membro Bench'))
    throw new Error(`/dashboard did not carry the subscriber: ${page.status}`);
  targets.push(
    { name: 'GET /api/me', url: app.url, headers, runs: [] },
    {
      name: 'GET /dashboard (document)',
      url: `${app.base}/dashboard`,
      headers: { ...headers, accept: 'text/html' },
      runs: [],
    },
  );
  const pid = app.server.child.pid;
  const run = (t, seconds) =>
    load({ url: t.url, headers: t.headers, seconds, pid, connections: CONNECTIONS });
  await interleavedRounds(targets, run, { warmupS: WARMUP_S, durationS: DURATION_S, rounds: ROUNDS });
} catch (error) {
  for (const child of children) console.error(`--- ${child.label} output ---\n${child.output()}`);
  throw error;
} finally {
  await Promise.allSettled(children.map((c) => c.stop()));
  await database.drop();
}
const loadAfter = os.loadavg();
const [meT, documentT] = targets;
const summarize = (runs) => ({
  requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
  serverCpuUsPerRequest: median(runs.map((r) => r.serverCpuUsPerRequest)),
  bytesPerRequest: median(runs.map((r) => r.bytesPerRequest)),
  latencyMs: { p50: median(runs.map((r) => r.latencyMs.p50)), p99: median(runs.map((r) => r.latencyMs.p99)) },
  rounds: runs,
});
const me = summarize(meT.runs);
const document = summarize(documentT.runs);
const ratio =
  Math.round(
    median(documentT.runs.map((r, i) => r.requestsPerSecond / meT.runs[i].requestsPerSecond)) * 100,
  ) / 100;
// Server CPU per request, /api/me's over the document's: the throughput ratio a saturated server
// would reach, and what a busy shared machine leaves readable when req/s swings with the neighbours.
const cpuRatio =
  Math.round(
    median(documentT.runs.map((r, i) => meT.runs[i].serverCpuUsPerRequest / r.serverCpuUsPerRequest)) * 100,
  ) / 100;
const pass = {
  ratio: ratio >= TARGET.ratio,
  cpuRatio: cpuRatio >= TARGET.ratio,
  p99: document.latencyMs.p99 <= TARGET.p99Ms,
};
const engine = database.kind === 'postgres' ? `PostgreSQL ${database.serverVersion}` : 'SQLite (WAL)';
const cell = (value, width) => String(value).padStart(width);
const row = (name, r, extra) =>
  `| ${name.padEnd(26)} | ${cell(r.requestsPerSecond, 7)} | ${cell(r.latencyMs.p50, 6)} | ${cell(r.latencyMs.p99, 6)} | ${cell(r.serverCpuUsPerRequest, 10)} | ${cell(r.bytesPerRequest, 9)} | ${cell(extra, 5)} |`;
console.log(
  `\nsigned-in document vs /api/me on ${engine}: ${CONNECTIONS} connections, median of ${ROUNDS} interleaved rounds of ${DURATION_S} s`,
);
console.log(
  `load average before/after: ${loadBefore[0].toFixed(1)} / ${loadAfter[0].toFixed(1)} on ${os.availableParallelism()} CPUs\n`,
);
console.log('| request                    |   req/s | p50 ms | p99 ms | CPU µs/req | bytes/req | ratio |');
console.log('|----------------------------|--------:|-------:|-------:|-----------:|----------:|------:|');
console.log(row(meT.name, me, '1'));
console.log(row(documentT.name, document, ratio.toFixed(2)));
console.log(
  `\ntarget: document/api-me req/s >= ${TARGET.ratio} ${pass.ratio ? 'PASS' : 'MISS'} (by CPU per request: ${cpuRatio.toFixed(2)} ${pass.cpuRatio ? 'PASS' : 'MISS'}), document p99 <= ${TARGET.p99Ms} ms ${pass.p99 ? 'PASS' : 'MISS'}`,
);
if (loadBefore[0] > os.availableParallelism())
  console.log(
    'warning: the machine was busy before the run (load average above the CPU count); figures are noisy',
  );
const file = writeResult(`document-${database.kind}`, {
  bench: 'document',
  machine: { ...machineFacts(), loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
  engine,
  settings: { connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, warmupS: WARMUP_S },
  me,
  document,
  ratio,
  cpuRatio,
  target: TARGET,
  pass,
});
console.log(`results: ${file}`);
if (!pass.ratio && !pass.cpuRatio) process.exitCode = 1;
