// The pieces bench/api-me.mjs and bench/document.mjs share: the built app on a seeded database with
// one signed-in subscriber, and one bounded autocannon run.
import path from 'node:path';
import autocannon from 'autocannon';
import {
  appEnv,
  cpuTimeMs,
  freePort,
  HOST,
  ROOT,
  seedMember,
  signIn,
  startChild,
  waitForHttp,
} from './processes.mjs';

/** One autocannon run, bounded by its duration; refuses results with errors or non-2xx answers. */
export async function load({ url, headers, seconds, pid, connections }) {
  const cpuBefore = pid ? cpuTimeMs(pid) : null;
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  if (result.errors || result.timeouts || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  const cpuAfter = pid ? cpuTimeMs(pid) : null;
  return {
    // Server CPU per request (user + system, threadpool included): steadier than req/s on a busy machine.
    serverCpuUsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total),
    requestsPerSecond: Math.round(result.requests.average),
    requestsTotal: result.requests.total,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
  };
}

/**
 * Starts the real built server on a seeded database, signs the subscriber in; returns the base URL,
 * the cookie header and the environment. `cpuProf` writes the server's V8 profile to
 * bench/results/profiles/.
 */
export async function startSignedInApp(database, { logLevel, cpuProf = false, children }) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const env = { ...appEnv(database, logLevel), PORT: String(port), APP_URL: base };
  const member = seedMember(env);

  const profDir = path.join(ROOT, 'bench/results/profiles');
  const nodeArgs = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  // The request log goes to a pipe that is drained, like a process manager's log collector.
  const server = startChild(process.execPath, [...nodeArgs, 'dist/server/main.js'], { env, label: 'app' });
  children.push(server);
  await waitForHttp(`${base}/api/health`, 30_000, server.child);
  const cookie = await signIn(base, member);
  const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json();
  if (!me.profile || !me.subscription)
    throw new Error(`/api/me did not return a subscriber: ${JSON.stringify(me)}`);
  return { server, base, url: `${base}/api/me`, headers: { cookie }, env };
}

/**
 * Interleaved rounds over `targets` (each { name, runs: [] }): a warm-up of each, then `rounds`
 * rounds in which each target is run once in turn, so a busy minute weighs on all alike. `run(t,
 * seconds, warmUp)` measures one target; each round's figures are printed as they come.
 */
export async function interleavedRounds(targets, run, { warmupS, durationS, rounds }) {
  for (const t of targets) await run(t, warmupS, true);
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) t.runs.push(await run(t, durationS));
    const line = targets.map(
      (t) =>
        `${t.name}: ${t.runs.at(-1).requestsPerSecond} req/s p99 ${t.runs.at(-1).latencyMs.p99} ms ${t.runs.at(-1).serverCpuUsPerRequest} µs CPU/req`,
    );
    console.log(`round ${round + 1}/${rounds}: ${line.join(' | ')}`);
  }
}
