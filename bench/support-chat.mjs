// Chat load bench (not a test): 200 concurrent support chats on the offline assistant, against
// the real built server. In each chat a member waits a human
// pause (1–3 s), sends the next question with its recent history, and waits for the answer. The
// questions are the quality set's (bench/README.md, support); 1 in 40 messages asks for a
// person (a ticket, the heaviest write). A quarter of the chats are on the tools chat.
// Target: p99 ≤ 50 ms, no errors. Then the same chats with no pause at all, for capacity.
//
//   npm run bench -- support-chat              SQLite (temp DATA_DIR)
//   npm run bench -- support-chat --postgres   PostgreSQL (scratch database, see api-me.mjs)
//   on a machine busy with other work: chrt -r 5 npm run bench -- support-chat (bench/README.md)
//   options: --chats 200  --duration 30 (s measured, after a 5 s warm-up)  --members 50
//            --cpu-prof   write the server's V8 profile to bench/results/profiles/
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { raisePostgresBackends, scratchDatabase } from './lib/databases.mjs';
import {
  appEnv,
  cpuTimeMs,
  ensureBuilt,
  freePort,
  HOST,
  machineFacts,
  numberOption,
  percentile,
  ROOT,
  signIn,
  startChild,
  startWatchdog,
  waitForHttp,
  wantsPostgres,
  writeResult,
} from './lib/processes.mjs';

const argv = process.argv.slice(2);
const CHATS = numberOption('chats', 200);
const MEMBERS = numberOption('members', 50);
const DURATION_S = numberOption('duration', 30);
const WARMUP_S = 5;
const CAPACITY_S = 10;
const TARGET_P99_MS = 50;
const HISTORY = 12; // CHAT_CONTEXT_MESSAGES

const children = startWatchdog('support-chat', (WARMUP_S + DURATION_S + CAPACITY_S + 300) * 1000);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One chat's messages until `until`; latencies of measured requests go to `sample`. */
async function converse({ base, cookie, index, questions, until, measureFrom, sample, pause }) {
  const path = index % 4 === 3 ? '/api/support/tools/chat' : '/api/support/chat';
  const sessionId = `session_${Date.now()}_${index.toString(36).padStart(6, '0')}`;
  const history = [];
  let sent = index;
  while (Date.now() < until) {
    if (pause) await sleep(1000 + Math.random() * 2000);
    if (Date.now() >= until) break;
    sent += 1;
    const content = sent % 40 === 0 ? 'quero falar com um atendente' : questions[sent % questions.length];
    history.push({ role: 'user', content });
    const started = performance.now();
    let ok = false;
    try {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ sessionId, messages: history.slice(-HISTORY) }),
      });
      const body = await res.json();
      ok = res.status === 200 && typeof body.response === 'string';
      if (ok) history.push({ role: 'assistant', content: body.response });
    } catch {
      ok = false;
    }
    const ms = performance.now() - started;
    if (started >= measureFrom) sample.push({ ms, ok });
    if (!ok) history.pop();
  }
}

async function run({ base, cookies, questions, seconds, pause, pid }) {
  const sample = [];
  const start = Date.now();
  const measureFrom = performance.now() + (pause ? WARMUP_S * 1000 : 1000);
  const until = start + (pause ? WARMUP_S : 1) * 1000 + seconds * 1000;
  const cpuBefore = cpuTimeMs(pid);
  await Promise.all(
    Array.from({ length: CHATS }, (_, index) =>
      converse({
        base,
        cookie: cookies[index % cookies.length],
        index,
        questions,
        until,
        measureFrom,
        sample,
        pause,
      }),
    ),
  );
  const cpu = cpuTimeMs(pid) - cpuBefore;
  const latencies = sample.map((s) => s.ms).sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    requests: sample.length,
    errors: sample.filter((s) => !s.ok).length,
    requestsPerSecond: round(sample.length / seconds),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1)),
    },
    // Over the whole run, warm-up included: an upper bound.
    serverCpuMsPerRequest: Math.round((cpu / Math.max(1, sample.length)) * 100) / 100,
  };
}

ensureBuilt();
const postgres = wantsPostgres(argv);
const loadBefore = os.loadavg();
const database = await scratchDatabase({ postgres });
let result;
try {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  // Four chats share each member: the per-member chat limits (10 a minute) would answer 429s, and
  // the bench measures answers, not the limiter.
  const env = {
    ...appEnv(database),
    PORT: String(port),
    APP_URL: base,
    AUTH_LIMIT_PER_IP: '100000',
    CHAT_LIMIT_PER_MEMBER_PER_MINUTE: '1000',
    CHAT_LIMIT_PER_MEMBER_PER_DAY: '100000',
  };
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/seed-chat-members.ts', String(MEMBERS)],
    {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
  const { members, questions } = JSON.parse(seeded.stdout.trim().split('\n').at(-1));

  const profDir = path.join(ROOT, 'bench/results/profiles');
  const nodeArgs = argv.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  const server = startChild(process.execPath, [...nodeArgs, 'dist/server/main.js'], { env, label: 'app' });
  children.push(server);
  await waitForHttp(`${base}/api/health`, 30_000, server.child);
  const cookies = [];
  for (const member of members) cookies.push(await signIn(base, member));
  // Under `chrt -r 5`, the PostgreSQL backends get the bench's priority too (the pool's
  // connections open as load arrives, so again once the paced run has opened them all).
  await raisePostgresBackends(database.databaseUrl);

  const pid = server.child.pid;
  console.log(
    `${CHATS} chats over ${MEMBERS} members, ${database.kind}: ${WARMUP_S} s warm-up, ${DURATION_S} s measured`,
  );
  const paced = await run({ base, cookies, questions, seconds: DURATION_S, pause: true, pid });
  console.log('paced (1–3 s between messages):', JSON.stringify(paced));
  await raisePostgresBackends(database.databaseUrl);
  const capacity = await run({ base, cookies, questions, seconds: CAPACITY_S, pause: false, pid });
  console.log('capacity (no pause):', JSON.stringify(capacity));
  result = { paced, capacity };
} catch (error) {
  for (const child of children) console.error(`--- ${child.label} output ---\n${child.output()}`);
  throw error;
} finally {
  await Promise.allSettled(children.map((c) => c.stop()));
  await database.drop();
}
const loadAfter = os.loadavg();
const engine = database.kind === 'postgres' ? `PostgreSQL ${database.serverVersion}` : 'SQLite (WAL)';
const pass = result.paced.latencyMs.p99 <= TARGET_P99_MS && result.paced.errors === 0;
const row = (name, r) =>
  `| ${name.padEnd(34)} | ${String(r.requestsPerSecond).padStart(6)} | ${String(r.latencyMs.p50).padStart(6)} | ${String(r.latencyMs.p99).padStart(6)} | ${String(r.latencyMs.max).padStart(7)} | ${String(r.errors).padStart(6)} | ${String(r.serverCpuMsPerRequest).padStart(9)} |`;
console.log(`\nsupport chat on ${engine}, ${CHATS} chats`);
console.log(
  `load average before/after: ${loadBefore[0].toFixed(1)} / ${loadAfter[0].toFixed(1)} on ${os.availableParallelism()} CPUs\n`,
);
console.log(
  '| run                                |  msg/s | p50 ms | p99 ms |  max ms | errors | CPU ms/msg |',
);
console.log(
  '|------------------------------------|-------:|-------:|-------:|--------:|-------:|----------:|',
);
console.log(row(`${CHATS} chats, 1–3 s pauses`, result.paced));
console.log(row(`${CHATS} chats, no pause`, result.capacity));
console.log(`\ntarget (paced): p99 <= ${TARGET_P99_MS} ms and 0 errors: ${pass ? 'PASS' : 'MISS'}`);
console.log(
  `result: ${writeResult(`support-chat-${database.kind}`, { machine: machineFacts(), chats: CHATS, members: MEMBERS, ...result, pass })}`,
);
process.exit(pass ? 0 : 1);
