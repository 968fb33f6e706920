// Webhook latency bench (decision 015, not a test): 50 concurrent Hotmart deliveries against the real
// built server. Each delivery is authenticated, stored as pending and answered; the server's
// payment worker then applies it in one transaction (account, subscription, audit rows,
// set-password link, e-mail queued) and the mail worker sends the mail (decision 015). Target:
// answer p99 < 200 ms; how long each delivery waited to be applied is printed beside it, and the
// whole burst's span, from its first delivery received to its last applied (the target: a burst
// of 1,000 new buyers applied within 3 s, the worker applying PAYMENT_WORKER_CONCURRENCY members
// at once).
//
//   npm run bench -- webhooks               SQLite (temp DATA_DIR)
//   npm run bench -- webhooks --postgres    PostgreSQL (scratch database on BENCH_DATABASE_URL's server)
//   PAYMENT_WORKER_CONCURRENCY=8 npm run bench -- webhooks   the server's worker setting (default 8)
//   chrt -r 5 npm run bench -- webhooks     real-time priority for the server, the load generator and
//                                           (PostgreSQL) the backends serving the bench's database
//   options: --amount 1000 (deliveries per scenario)  --connections 50
//            --cpu-prof   write the server's V8 profile to bench/results/profiles/
//            --priority   run the server and the load generator at nice -20 (needs root): on a
//                         machine other people's jobs keep busy, this approximates an idle one
//
// Scenarios, one after another on the same database: new buyers (a PURCHASE_APPROVED for an
// e-mail never seen: the heaviest), renewals (a new transaction for each of those members:
// extends the current period) and replays (deliveries already stored: answered as duplicates).
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { raisePostgresBackends, scratchDatabase } from './lib/databases.mjs';
import {
  appEnv,
  cpuTimeMs,
  ensureBuilt,
  freePort,
  HOST,
  machineFacts,
  numberOption,
  otherRealtimeProcesses,
  ROOT,
  startChild,
  startWatchdog,
  waitForHttp,
  wantsPostgres,
  writeResult,
} from './lib/processes.mjs';
import { appliedDelays, countRows, openReader } from './lib/webhook-readings.mjs';

register();
const { hotmartEvent, HOTTOK, transactionCode, WEBHOOK_ENV } = await import('../test/webhook-payloads.ts');

const argv = process.argv.slice(2);
const AMOUNT = numberOption('amount', 1000);
const CONNECTIONS = numberOption('connections', 50);
const TARGET_P99_MS = 200;
/** The target: the last of a burst of 1,000 new buyers applied within 3 s of its delivery. */
const TARGET_APPLIED_MS = 3000;
const CONCURRENCY = process.env.PAYMENT_WORKER_CONCURRENCY ?? '8 (default)';

const children = startWatchdog('webhooks', (AMOUNT / 2 + 300) * 1000);

/**
 * Runs AMOUNT deliveries built by `body(i)` (or AMOUNT GETs without one), CONNECTIONS at a time;
 * refuses errors and non-2xx.
 */
async function deliver(url, body, pid) {
  let i = 0;
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: AMOUNT,
    timeout: 30,
    requests: body
      ? [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-hotmart-hottok': HOTTOK },
            setupRequest: (request) => ({ ...request, body: JSON.stringify(body(i++)) }),
          },
        ]
      : undefined,
  });
  if (result.errors || result.timeouts || result.non2xx)
    throw new Error(
      `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx; latency ${JSON.stringify(result.latency)}; ${JSON.stringify(result.errorsByType ?? {})}`,
    );
  const cpuAfter = cpuTimeMs(pid);
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    serverCpuUsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total),
  };
}

const PRIORITY = argv.includes('--priority') ? -20 : null;
// Children inherit the niceness this process has when they are spawned.
if (PRIORITY !== null) os.setPriority(PRIORITY);
const postgres = wantsPostgres(argv);
ensureBuilt();
const loadBefore = os.loadavg();
const realtimeBefore = otherRealtimeProcesses();
const database = await scratchDatabase({ postgres });
const results = {};
let counts;
let realtimeAfter = 0;
const readers = [];
try {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const env = { ...appEnv(database), ...WEBHOOK_ENV, PORT: String(port), APP_URL: base };
  const nodeArgs = argv.includes('--cpu-prof')
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'bench/results/profiles')}`]
    : [];
  const server = startChild(process.execPath, [...nodeArgs, 'dist/server/main.js'], { env, label: 'app' });
  children.push(server);
  await waitForHttp(`${base}/api/health`, 30_000, server.child);
  const url = `${base}/api/webhooks/hotmart`;
  const pid = server.child.pid;

  // Warm-up: a few hundred deliveries the figures leave out.
  await autocannon({
    url,
    connections: 10,
    amount: 300,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hotmart-hottok': HOTTOK },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(hotmartEvent({ email: `aquecimento-${transactionCode()}@exemplo.com.br` })),
        }),
      },
    ],
  });

  // The pool has its connections now: at real-time priority, so do their backends.
  await raisePostgresBackends(database.databaseUrl);
  const reader = await openReader(database);
  readers.push(reader);
  /** One scenario's deliveries, then the wait until the worker has applied them all. */
  const scenario = async (name, body) => {
    await raisePostgresBackends(database.databaseUrl);
    const since = Date.now();
    results[name] = await deliver(url, body, pid);
    results[name].appliedAfterMs = await appliedDelays(reader, since);
    console.log(`${name}: ${JSON.stringify(results[name])}`);
  };
  await appliedDelays(reader, 0);
  const buyers = [];
  const sent = [];
  await scenario('newBuyers', (i) => {
    const email = `comprador-${i}-${transactionCode()}@exemplo.com.br`;
    buyers.push(email);
    const event = hotmartEvent({ email, name: `Comprador ${i}` });
    sent.push(event);
    return event;
  });
  // A renewal names the subscription its first purchase opened: it extends that grant (decision 016).
  await scenario('renewals', (i) =>
    hotmartEvent({
      email: buyers[i % buyers.length],
      subscriberCode: sent[i % sent.length].data.subscription.subscriber.code,
    }),
  );
  await scenario('replays', (i) => sent[i % sent.length]);
  // The machine's speed in the same minute: the cheapest call that reads the database.
  results.healthCheck = await deliver(`${base}/api/health`, null, pid);
  console.log(`GET /api/health: ${JSON.stringify(results.healthCheck)}`);
  realtimeAfter = otherRealtimeProcesses();
  counts = await countRows(reader);
} catch (error) {
  for (const child of children) console.error(`--- ${child.label} output ---\n${child.output()}`);
  throw error;
} finally {
  await Promise.allSettled([...readers.map((r) => r.close()), ...children.map((c) => c.stop())]);
  await database.drop();
}
const loadAfter = os.loadavg();

const engine = database.kind === 'postgres' ? `PostgreSQL ${database.serverVersion}` : 'SQLite (WAL)';
const deliveries = [results.newBuyers, results.renewals, results.replays];
const worstP99 = Math.max(...deliveries.map((r) => r.latencyMs.p99));
console.log(
  `\nPOST /api/webhooks/hotmart on ${engine}: ${CONNECTIONS} concurrent deliveries, ${AMOUNT} per scenario, payment worker concurrency ${CONCURRENCY}`,
);
console.log(
  `load average before/after: ${loadBefore[0].toFixed(1)} / ${loadAfter[0].toFixed(1)} on ${os.availableParallelism()} CPUs${PRIORITY === null ? '' : `, server and load generator at nice ${PRIORITY}`}\n`,
);
console.log(
  '| scenario    |   requests | req/s | p50 ms | p90 ms | p99 ms | max ms | CPU µs/req | applied after p50 / p99 / max ms | burst ms |',
);
console.log(
  '|-------------|-----------:|------:|-------:|-------:|-------:|-------:|-----------:|---------------------------------:|---------:|',
);
for (const [name, r] of Object.entries(results)) {
  const after = r.appliedAfterMs?.deliveries
    ? `${r.appliedAfterMs.p50} / ${r.appliedAfterMs.p99} / ${r.appliedAfterMs.max}`
    : '-';
  const burst = r.appliedAfterMs?.deliveries ? String(r.appliedAfterMs.burstMs) : '-';
  console.log(
    `| ${name.padEnd(11)} | ${String(r.requests).padStart(10)} | ${String(r.requestsPerSecond).padStart(5)} | ${String(r.latencyMs.p50).padStart(6)} | ${String(r.latencyMs.p90).padStart(6)} | ${String(r.latencyMs.p99).padStart(6)} | ${String(r.latencyMs.max).padStart(6)} | ${String(r.serverCpuUsPerRequest ?? '-').padStart(10)} | ${after.padStart(32)} | ${burst.padStart(8)} |`,
  );
}
// Every delivery stored once with its outcome; each new buyer and renewal applied, each replay a duplicate.
const expected = {
  applied: 300 + results.newBuyers.requests + results.renewals.requests,
  duplicate: results.replays.requests,
  otherOutcomes: 0,
};
const consistent =
  counts.applied === expected.applied &&
  counts.duplicate === expected.duplicate &&
  counts.otherOutcomes === 0;
console.log(
  `\nstored: ${JSON.stringify(counts)} (expected ${JSON.stringify(expected)}) ${consistent ? 'OK' : 'MISMATCH'}`,
);
console.log(
  `target: p99 < ${TARGET_P99_MS} ms ${worstP99 < TARGET_P99_MS ? 'PASS' : 'MISS'} (worst scenario ${worstP99} ms)`,
);
const lastApplied = results.newBuyers.appliedAfterMs.max;
console.log(
  `target: every new buyer applied within ${TARGET_APPLIED_MS} ms of its delivery ${lastApplied <= TARGET_APPLIED_MS ? 'PASS' : 'MISS'} (last ${lastApplied} ms; burst received and applied in ${results.newBuyers.appliedAfterMs.burstMs} ms)`,
);
if (realtimeBefore + realtimeAfter > 0)
  console.log(
    `warning: other real-time processes shared the CPUs (${realtimeBefore} before, ${realtimeAfter} after the deliveries); figures are not a quiet machine's`,
  );
if (loadBefore[0] > os.availableParallelism())
  console.log(
    'warning: the machine was busy before the run (load average above the CPU count); figures are noisy',
  );
const file = writeResult(`webhooks-${database.kind}${PRIORITY === null ? '' : '-priority'}`, {
  bench: 'webhooks',
  machine: {
    ...machineFacts(),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
    otherRealtimeProcesses: { before: realtimeBefore, after: realtimeAfter },
  },
  engine,
  settings: {
    connections: CONNECTIONS,
    amount: AMOUNT,
    nice: PRIORITY ?? 0,
    paymentWorkerConcurrency: CONCURRENCY,
  },
  results,
  counts,
  expected,
  target: { p99Ms: TARGET_P99_MS, appliedMs: TARGET_APPLIED_MS },
  pass: worstP99 < TARGET_P99_MS && lastApplied <= TARGET_APPLIED_MS && consistent,
});
console.log(`results: ${file}`);
if (!consistent) process.exit(1);
