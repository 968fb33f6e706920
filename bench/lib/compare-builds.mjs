// Before/after for server changes (not a test): several server builds on one seeded database,
// measured in interleaved autocannon rounds so the machine's background load hits all alike.
//
//   node bench/lib/compare-builds.mjs hello <dir>[:info] <dir>… [--postgres] [--health]
//                                     [--duration 5] [--rounds 4] [--connections 50]
//
// <dir> holds a server build as server/main.js (e.g. `node scripts/build-server.mjs` at a given
// commit, then copy dist/server); a client/ link to dist/client is made when missing. `hello` is
// the bare node:http hello-world; `:info` runs that build with LOG_LEVEL=info. Each build signs
// in on its own, so Better Auth has run in every server process as it does in production.
import { existsSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase } from './databases.mjs';
import {
  appEnv,
  cpuTimeMs,
  freePort,
  HOST,
  median,
  ROOT,
  seedMember,
  signIn,
  startChild,
  waitForHttp,
  wantsPostgres,
} from './processes.mjs';

const argv = process.argv.slice(2);
const valued = new Set(['--duration', '--rounds', '--connections']);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const targets = argv.filter((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1]));
const DURATION_S = option('duration', 5);
const ROUNDS = option('rounds', 4);
const CONNECTIONS = option('connections', 50);
const apiPath = argv.includes('--health') ? '/api/health' : '/api/me';
setTimeout(() => process.exit(2), (targets.length * ROUNDS * DURATION_S + 300) * 1000).unref();

const database = await scratchDatabase({ postgres: wantsPostgres(argv) });
const baseEnv = appEnv(database);
const running = [];
try {
  const member = seedMember(baseEnv);

  for (const spec of targets) {
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    if (spec === 'hello') {
      const server = startChild(process.execPath, ['bench/lib/hello-server.mjs', String(port)], {
        env: process.env,
        label: spec,
      });
      running.push({ spec, server, url: `${base}/`, headers: {}, runs: [] });
      await waitForHttp(`${base}/`, 10_000, server.child);
      continue;
    }
    const [dir, level] = spec.split(':');
    const client = path.resolve(dir, 'client');
    if (!existsSync(client)) symlinkSync(path.join(ROOT, 'dist/client'), client);
    const env = { ...baseEnv, PORT: String(port), APP_URL: base, LOG_LEVEL: level ?? 'warn' };
    const server = startChild(process.execPath, [path.resolve(dir, 'server/main.js')], { env, label: spec });
    const target = { spec, server, url: `${base}${apiPath}`, headers: {}, runs: [] };
    running.push(target);
    await waitForHttp(`${base}/api/health`, 30_000, server.child);
    target.headers.cookie = await signIn(base, member);
  }
  for (const t of running)
    await autocannon({ url: t.url, connections: CONNECTIONS, duration: 2, headers: t.headers });
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of running) {
      const before = cpuTimeMs(t.server.child.pid);
      const r = await autocannon({
        url: t.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: t.headers,
      });
      const after = cpuTimeMs(t.server.child.pid);
      if (r.errors || r.timeouts || r.non2xx)
        throw new Error(`${t.spec}: ${r.errors} errors, ${r.non2xx} non-2xx`);
      t.runs.push({
        rps: r.requests.average,
        p99: r.latency.p99,
        cpuUs: before === null ? null : ((after - before) * 1000) / r.requests.total,
      });
    }
  }
} finally {
  await Promise.allSettled(running.map((t) => t.server.stop()));
  await database.drop();
}

const hello = running.find((t) => t.spec === 'hello');
const helloRps = hello ? median(hello.runs.map((r) => r.rps)) : null;
console.log(
  `\n${apiPath} on ${database.kind}, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION_S} s`,
);
console.log(`load average now: ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs\n`);
console.log('| build | req/s | p99 ms | server CPU µs/req | ratio to hello |');
console.log('|---|--:|--:|--:|--:|');
for (const t of running) {
  const rps = median(t.runs.map((r) => r.rps));
  const cpu = t.runs[0]?.cpuUs === null ? '-' : Math.round(median(t.runs.map((r) => r.cpuUs)));
  const ratio = helloRps ? (rps / helloRps).toFixed(3) : '-';
  console.log(`| ${t.spec} | ${Math.round(rps)} | ${median(t.runs.map((r) => r.p99))} | ${cpu} | ${ratio} |`);
}
