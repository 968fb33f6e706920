// One-time-code bench (not a test): POST /api/tools-access/code, the call the /conectar dialog
// makes (session, subscription guard, per-member rate limit, settings read, code, totp_requests
// insert), against the real built server, at 100 connections spread over many subscribers (one
// cookie each, in turn, so the per-member limit is never what answers). Measured twice: steady,
// and while an admin rotates the secret through PUT /api/tools-access/settings/tools.
//
//   npm run bench -- tools-code [--postgres]
//   options: --duration 10 (s per round)  --rounds 3  --connections 100  --rotate-ms 250
//            --cpu-prof   write the server's V8 profile to bench/results/profiles/
//                         (read it with node bench/lib/profile-summary.mjs <file>)

import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase } from './lib/databases.mjs';
import {
  appEnv,
  cpuTimeMs,
  ensureBuilt,
  freePort,
  HOST,
  machineFacts,
  median,
  numberOption,
  ROOT,
  sessionCookie,
  signIn,
  startChild,
  startWatchdog,
  waitForHttp,
  wantsPostgres,
  writeResult,
} from './lib/processes.mjs';

const argv = process.argv.slice(2);
const DURATION_S = numberOption('duration', 10);
const CONNECTIONS = numberOption('connections', 100);
const ROUNDS = numberOption('rounds', 3);
const ROTATE_MS = numberOption('rotate-ms', 250);
const WARMUP_S = 3;
const TARGET_P99_MS = 20;
// Enough members that, taken in turn, none asks more than the default 12 codes a minute.
const MEMBERS = numberOption('members', 30_000);

const children = startWatchdog('tools-code', (3 * ROUNDS * DURATION_S + 2 * WARMUP_S + 400) * 1000);

function seed(env) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/seed-code-members.ts'], {
    cwd: ROOT,
    env: { ...env, BENCH_MEMBERS: String(MEMBERS) },
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (seeded.status !== 0)
    throw new Error(`seeding failed:\n${seeded.stdout.slice(-2000)}\n${seeded.stderr}`);
  return JSON.parse(seeded.stdout.trim().split('\n').at(-1));
}

async function startApp(database) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const env = { ...appEnv(database), PORT: String(port), APP_URL: base, AUTH_LIMIT_PER_IP: '100000' };
  const { tokens, admin } = seed(env);
  const profDir = path.join(ROOT, 'bench/results/profiles');
  const nodeArgs = argv.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  const server = startChild(process.execPath, [...nodeArgs, 'dist/server/main.js'], { env, label: 'app' });
  children.push(server);
  await waitForHttp(`${base}/api/health`, 30_000, server.child);
  const cookies = tokens.map((token) => sessionCookie(token, env.APP_SECRET));
  const probe = await fetch(`${base}/api/tools-access/code`, {
    method: 'POST',
    headers: { cookie: cookies[0] },
  });
  const body = await probe.json();
  if (probe.status !== 200 || !body.configured)
    throw new Error(`code probe: ${probe.status} ${JSON.stringify(body)}`);
  return { base, server, cookies, adminCookie: await signIn(base, admin) };
}

/** One autocannon run; every request carries the next member's cookie. Refuses errors and non-2xx. */
async function load(
  { base, cookies, server },
  seconds,
  { path = '/api/tools-access/code', method = 'POST' } = {},
) {
  let next = 0;
  const cpuBefore = cpuTimeMs(server.child.pid);
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: cookies[next++ % cookies.length] },
        }),
      },
    ],
  });
  if (result.errors || result.timeouts || result.non2xx)
    throw new Error(`${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requestsTotal: result.requests.total,
    // The server process's CPU (all its threads) per request: steadier than latency on a shared machine.
    serverCpuUs: Math.round(((cpuTimeMs(server.child.pid) - cpuBefore) * 1000) / result.requests.total),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
  };
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const randomSecret = () => Array.from({ length: 32 }, () => BASE32[Math.floor(Math.random() * 32)]).join('');

/** An admin saving a new secret every ROTATE_MS until stopped; counts the saves, fails on any refusal. */
function rotateSecrets({ base, adminCookie }) {
  let running = true;
  let saves = 0;
  const done = (async () => {
    while (running) {
      const res = await fetch(`${base}/api/tools-access/settings/tools`, {
        method: 'PUT',
        headers: { cookie: adminCookie, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          email: 'ferramenta@bench.exemplo.com.br',
          password: 'senha-da-ferramenta',
          totpSecret: randomSecret(),
        }),
      });
      if (res.status !== 200) throw new Error(`rotation: ${res.status} ${await res.text()}`);
      saves++;
      await new Promise((r) => setTimeout(r, ROTATE_MS));
    }
  })();
  return async () => {
    running = false;
    await done;
    return saves;
  };
}

const postgres = wantsPostgres(argv);
ensureBuilt();
const loadBefore = os.loadavg();
const database = await scratchDatabase({ postgres });
const steady = [];
const rotating = [];
const me = [];
let rotations = 0;
try {
  const app = await startApp(database);
  await load(app, WARMUP_S);
  for (let round = 0; round < ROUNDS; round++) {
    steady.push(await load(app, DURATION_S));
    const stop = rotateSecrets(app);
    rotating.push(await load(app, DURATION_S));
    rotations += await stop();
    // The page-load call with the same members and connections: what the guard alone costs here.
    me.push(await load(app, DURATION_S, { path: '/api/me', method: 'GET' }));
    const last = (runs) =>
      `${runs.at(-1).requestsPerSecond} req/s p99 ${runs.at(-1).latencyMs.p99} ms ${runs.at(-1).serverCpuUs} µs CPU`;
    console.log(
      `round ${round + 1}/${ROUNDS}: steady ${last(steady)} | rotating ${last(rotating)} | GET /api/me ${last(me)}`,
    );
  }
} catch (error) {
  for (const child of children) console.error(`--- ${child.label} output ---\n${child.output()}`);
  throw error;
} finally {
  await Promise.allSettled(children.map((c) => c.stop()));
  await database.drop();
}

const summarize = (runs) => ({
  requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
  latencyMs: { p50: median(runs.map((r) => r.latencyMs.p50)), p99: median(runs.map((r) => r.latencyMs.p99)) },
  serverCpuUs: median(runs.map((r) => r.serverCpuUs)),
  rounds: runs,
});
const results = {
  steady: summarize(steady),
  rotating: { ...summarize(rotating), rotations },
  me: summarize(me),
};
const engine = database.kind === 'postgres' ? `PostgreSQL ${database.serverVersion}` : 'SQLite (WAL)';
const loadAfter = os.loadavg();
console.log(
  `\nPOST /api/tools-access/code on ${engine}: ${CONNECTIONS} connections over ${MEMBERS} members, median of ${ROUNDS} rounds of ${DURATION_S} s`,
);
console.log(`load average before/after: ${loadBefore[0].toFixed(1)} / ${loadAfter[0].toFixed(1)}\n`);
console.log('| run                                     |   req/s | p50 ms | p99 ms | server CPU/req |');
console.log('|-----------------------------------------|--------:|-------:|-------:|---------------:|');
for (const [name, r] of [
  ['steady', results.steady],
  [`admin rotating every ${ROTATE_MS} ms (${rotations} saves)`, results.rotating],
  ['reference: GET /api/me', results.me],
]) {
  console.log(
    `| ${name.padEnd(39)} | ${String(r.requestsPerSecond).padStart(7)} | ${String(r.latencyMs.p50).padStart(6)} | ${String(r.latencyMs.p99).padStart(6)} | ${`${r.serverCpuUs} µs`.padStart(14)} |`,
  );
}
const pass = results.steady.latencyMs.p99 <= TARGET_P99_MS && results.rotating.latencyMs.p99 <= TARGET_P99_MS;
console.log(`\ntarget: p99 <= ${TARGET_P99_MS} ms, no errors: ${pass ? 'PASS' : 'MISS'}`);
console.log(
  `results: ${writeResult(`tools-code-${database.kind}`, { machine: machineFacts(), engine, connections: CONNECTIONS, members: MEMBERS, ...results })}`,
);
