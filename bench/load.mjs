// Load (not a test): a realistic mix of what 1,000 members do, for two minutes,
// against the real built server: the session call, the tool's credentials and one-time code, the
// library grid and a download, a trainings search and the support chat. Each route has its own
// share of the connections (so each gets its own latency), all at once; every request carries
// the next member's cookie. Then the code endpoint and /api/me, 50 connections each, back to back:
// the code must reach ≥ 0.5 of /api/me's throughput with p99 ≤ 50 ms.
//
//   npm run bench -- load              one SQLite node
//   npm run bench -- load --postgres   one PostgreSQL node (BENCH_DATABASE_URL's server)
//   npm run bench -- load --cluster    three PostgreSQL nodes behind HAProxy, S3 storage (s3rver)
//   options: --duration 120 (s of mixed load)  --members 1000  --compare 10 (s per side)
//            --nodes 3 (with --cluster)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { postgresBackendPids, scratchDatabase } from './lib/databases.mjs';
import {
  appEnv,
  cpuTimeMs,
  ensureBuilt,
  freePort,
  HOST,
  machineCpuMs,
  machineFacts,
  numberOption,
  runTsx,
  sessionCookie,
  startChild,
  startWatchdog,
  waitForHttp,
  wantsPostgres,
  writeResult,
} from './lib/processes.mjs';

const argv = process.argv.slice(2);
const DURATION_S = numberOption('duration', 120);
const MEMBERS = numberOption('members', 1000);
const COMPARE_S = numberOption('compare', 10);
const NODES = numberOption('nodes', 3);
const TARGETS = { errors: 0, codeToMe: 0.5, codeP99Ms: 50 };

/** The mix: each route, its connections (of 50) and the request it makes. */
const MIX = [
  { route: 'GET /api/me', connections: 12, method: 'GET', path: '/api/me' },
  {
    route: 'GET /api/tools-access/credentials',
    connections: 6,
    method: 'GET',
    path: '/api/tools-access/credentials',
  },
  { route: 'POST /api/tools-access/code', connections: 8, method: 'POST', path: '/api/tools-access/code' },
  { route: 'GET /api/library', connections: 8, method: 'GET', path: '/api/library' },
  { route: 'POST /api/library/:id/download', connections: 4, method: 'POST', path: null },
  {
    route: 'GET /api/trainings?search=',
    connections: 6,
    method: 'GET',
    path: '/api/trainings?search=edicao',
  },
  { route: 'POST /api/support/chat', connections: 6, method: 'POST', path: '/api/support/chat', chat: true },
];

const children = startWatchdog('load', (DURATION_S + 4 * COMPARE_S + 600) * 1000);

const QUESTIONS = [
  'como pego o código?',
  'qual meu plano?',
  'a ferramenta não abre',
  'onde baixo os arquivos?',
];
let chats = 0;
/** A member's question in a new chat (each member stays far below the chat's per-minute limit). */
const chatBody = () =>
  JSON.stringify({
    sessionId: `session_${Date.now()}_${(chats++).toString(36).padStart(6, '0')}`,
    messages: [{ role: 'user', content: QUESTIONS[chats % QUESTIONS.length] }],
  });

/** One route's share of the mix (or a comparison run): autocannon, member after member. */
function run(base, cookies, { method, path, chat, connections, seconds, itemIds }) {
  let next = 0;
  return autocannon({
    url: `${base}${path ?? '/'}`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method,
        setupRequest: (request) => {
          const i = next++;
          const headers = { ...request.headers, cookie: cookies[i % cookies.length], origin: base };
          if (chat) headers['content-type'] = 'application/json';
          return {
            ...request,
            headers,
            ...(path === null ? { path: `/api/library/${itemIds[i % itemIds.length]}/download` } : {}),
            ...(chat ? { body: chatBody() } : {}),
          };
        },
      },
    ],
  });
}

const summary = (route, result, seconds) => ({
  route,
  requestsPerSecond: Math.round(result.requests.total / seconds),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  statusCodes: result.statusCodeStats,
});

const clustered = argv.includes('--cluster');
const postgres = clustered || wantsPostgres(argv);
ensureBuilt();
const loadBefore = os.loadavg();
const database = await scratchDatabase({ postgres });
const engine = clustered ? 'postgres-cluster' : database.kind;
const results = { machine: machineFacts(), engine, members: MEMBERS, durationS: DURATION_S };
try {
  const env = {
    ...appEnv(database),
    AUTH_LIMIT_PER_IP: '100000',
    // 1,000 members at full speed ask far more than real ones: the per-member and per-IP limits
    // (all requests come from 127.0.0.1) would answer instead of the routes measured.
    CHAT_LIMIT_PER_IP: '10000000',
    CHAT_LIMIT_PER_MEMBER_PER_MINUTE: '1000',
    CHAT_LIMIT_PER_MEMBER_PER_DAY: '100000',
    CODE_LIMIT_PER_MINUTE: '100000',
  };
  // Seeded once, on the database every node shares.
  const { tokens } = runTsx('bench/lib/seed-code-members.ts', [], { ...env, BENCH_MEMBERS: String(MEMBERS) });
  const cookies = tokens.map((token) => sessionCookie(token, env.APP_SECRET));
  const { base, processes } = clustered ? await startCluster(env) : await startNode(env);
  if (clustered) results.nodes = processes.length - 1;
  const grid = await (await fetch(`${base}/api/library`, { headers: { cookie: cookies[0] } })).json();
  const itemIds = grid.items.map((item) => item.id);
  if (itemIds.length === 0) throw new Error(`no library items: ${JSON.stringify(grid).slice(0, 200)}`);

  const rssPeakMb = new Map(processes.map(({ label }) => [label, 0]));
  const sampler = setInterval(() => {
    for (const { label, pid } of processes) rssPeakMb.set(label, Math.max(rssPeakMb.get(label), rssMb(pid)));
  }, 250);
  const cpuBefore = processes.map(({ pid }) => cpuTimeMs(pid));
  const backendsBefore = clustered ? await backendCpuMs() : new Map();
  const machineBefore = machineCpuMs();
  const benchBefore = process.cpuUsage();
  const mixed = await Promise.all(
    MIX.map((share) => run(base, cookies, { ...share, seconds: DURATION_S, itemIds })),
  );
  clearInterval(sampler);
  results.mix = MIX.map((share, i) => summary(share.route, mixed[i], DURATION_S));
  const total = mixed.reduce((sum, r) => sum + r.requests.total, 0);
  const usPerRequest = (ms) => Math.round((ms * 1000) / total);
  const cpuMs = processes.map(({ pid }, i) => cpuTimeMs(pid) - cpuBefore[i]);
  const servers = processes.filter(({ label }) => label !== 'haproxy');
  results.mixTotal = {
    requestsPerSecond: Math.round(total / DURATION_S),
    errors: results.mix.reduce((sum, r) => sum + r.errors, 0),
    serverCpuUsPerRequest: usPerRequest(
      cpuMs.filter((_, i) => processes[i].label !== 'haproxy').reduce((a, b) => a + b, 0),
    ),
    rssPeakMb: Math.round(Math.max(...servers.map(({ label }) => rssPeakMb.get(label)))),
  };
  if (clustered) {
    // Where the two cores went during the mix: each process, the PostgreSQL backends serving the
    // bench's database, the load generator (this process), and the whole machine (the rest: what
    // else runs on it).
    const { user, system } = process.cpuUsage(benchBefore);
    const machine = machineCpuMs() - machineBefore;
    let postgresMs = 0;
    for (const [pid, ms] of await backendCpuMs()) postgresMs += ms - (backendsBefore.get(pid) ?? 0);
    const cpu = Object.fromEntries(
      processes.map(({ label }, i) => [label, Math.round(cpuMs[i] / DURATION_S / 10)]),
    );
    cpu.postgresBackends = Math.round(postgresMs / DURATION_S / 10);
    cpu.loadGenerator = Math.round((user + system) / 1000 / DURATION_S / 10);
    cpu.machine = Math.round(machine / DURATION_S / 10);
    results.processes = processes.map(({ label }, i) => ({
      label,
      rssPeakMb: Math.round(rssPeakMb.get(label)),
      cpuUsPerRequest: usPerRequest(cpuMs[i]),
    }));
    results.cpuPercentOfOneCore = cpu;
  }
  for (const row of results.mix)
    console.log(
      `${row.route.padEnd(34)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(5)} ms  errors ${row.errors}`,
    );
  console.log(`mix: ${JSON.stringify(results.mixTotal)}`);
  if (clustered) {
    console.log(`per process: ${JSON.stringify(results.processes)}`);
    console.log(`CPU, % of one core: ${JSON.stringify(results.cpuPercentOfOneCore)}`);
  }

  const me = await run(base, cookies, {
    method: 'GET',
    path: '/api/me',
    connections: 50,
    seconds: COMPARE_S,
  });
  const code = await run(base, cookies, {
    method: 'POST',
    path: '/api/tools-access/code',
    connections: 50,
    seconds: COMPARE_S,
  });
  results.compare = {
    me: summary('GET /api/me', me, COMPARE_S),
    code: summary('POST /api/tools-access/code', code, COMPARE_S),
  };
  results.compare.codeToMe =
    Math.round((results.compare.code.requestsPerSecond / results.compare.me.requestsPerSecond) * 100) / 100;
  console.log(`at 50 connections: ${JSON.stringify(results.compare)}`);
} catch (error) {
  for (const child of children) console.error(`--- ${child.label} output ---\n${child.output()}`);
  throw error;
} finally {
  await Promise.allSettled(children.map((c) => c.stop()));
  await database.drop();
}
results.load = { before: loadBefore, after: os.loadavg() };
results.targets = {
  noErrors: results.mixTotal.errors === TARGETS.errors,
  codeThroughput: results.compare.codeToMe >= TARGETS.codeToMe,
  codeP99: results.compare.code.p99 <= TARGETS.codeP99Ms,
};
console.log(`targets: ${JSON.stringify(results.targets)}`);
console.log(`written to ${writeResult(`load-${engine}`, results)}`);

/** One node, the bench's own child process, on a free port. */
async function startNode(env) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = startChild(process.execPath, ['dist/server/main.js'], {
    env: { ...env, PORT: String(port), APP_URL: base },
    label: 'app',
  });
  children.push(server);
  await waitForHttp(`${base}/api/health`, 60_000, server.child);
  return { base, processes: [{ label: 'app', pid: server.child.pid }] };
}

/** NODES nodes behind HAProxy (bench/lib/bench-cluster.mjs). */
async function startCluster(env) {
  const { startBenchCluster } = await import('./lib/bench-cluster.mjs');
  const { base, nodes, balancer } = await startBenchCluster(env, {
    count: NODES,
    dir: database.dataDir,
    children,
  });
  return {
    base,
    processes: [
      ...nodes.map((node) => ({ label: node.name, pid: node.pid })),
      { label: 'haproxy', pid: balancer.pid },
    ],
  };
}

/** CPU time (ms) so far of each PostgreSQL backend connected to the bench's database, by pid. */
async function backendCpuMs() {
  const pids = await postgresBackendPids(database.databaseUrl);
  return new Map(pids.map((pid) => [pid, cpuTimeMs(pid) ?? 0]));
}

/** The process's resident memory in MB (VmRSS), 0 once it is gone. */
function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
