// Shared plumbing for the benches: build check, free loopback ports, child servers, the machine's
// figures, results. Their databases: databases.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HOST = '127.0.0.1';

/** Builds first when dist/ is missing or older than the sources (a bench measures the code as it is). */
export function ensureBuilt() {
  buildIfNeeded(ROOT);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls url until it answers 2xx, or throws after timeoutMs. */
export async function waitForHttp(url, timeoutMs = 20_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a child process and returns a handle whose stop() ends exactly that process. */
export function startChild(command, args, { env, cwd = ROOT, label }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop, output: () => output, label };
}

/** Runs a TypeScript helper (bench/lib/*.ts) to completion; returns its last stdout line as JSON. */
export function runTsx(script, args, env, timeoutMs = 50 * 60_000) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/** runTsx for a helper that also reports: prints its lines, returns its last one as JSON. */
export function runTsxPrinting(script, timeoutMs = 120_000) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
  const lines = result.stdout.trim().split('\n');
  const last = JSON.parse(lines.pop());
  console.log(lines.join('\n'));
  return last;
}

/** CPU time (user + system, ms) a process has used so far, from /proc on Linux; null elsewhere. */
export function cpuTimeMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** CPU time (ms) every core of the machine has spent busy so far (/proc/stat: all but idle and iowait); null elsewhere. */
export function machineCpuMs() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

export function wantsPostgres(argv = process.argv.slice(2)) {
  return argv.includes('--postgres') || !!process.env.BENCH_DATABASE_URL;
}

/**
 * Real-time processes (chrt -r / -f) other than this bench's own (its ancestors and children) and
 * the kernel's threads: at the same priority they take turns with the bench on the CPUs, so figures
 * taken beside them are not a quiet machine's. Linux only; 0 elsewhere.
 */
export function otherRealtimeProcesses() {
  const ps = spawnSync('ps', ['-eo', 'pid=,ppid=,cls='], { encoding: 'utf8' });
  if (ps.status !== 0) return 0;
  const rows = ps.stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, cls]) => ({ pid: Number(pid), ppid: Number(ppid), cls }));
  const parentOf = new Map(rows.map((row) => [row.pid, row.ppid]));
  const ours = new Set();
  for (let pid = process.pid; pid > 1 && !ours.has(pid); pid = parentOf.get(pid) ?? 0) ours.add(pid);
  const isOurs = (pid) => {
    for (let p = pid; p > 1; p = parentOf.get(p) ?? 0) if (p === process.pid) return true;
    return ours.has(pid);
  };
  return rows.filter(
    (row) => (row.cls === 'RR' || row.cls === 'FF') && row.ppid !== 2 && row.pid !== 2 && !isOurs(row.pid),
  ).length;
}

export function machineFacts() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    nproc: os.availableParallelism(),
    cpu: cpus[0]?.model ?? 'unknown',
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export function writeResult(name, data) {
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(ROOT, file);
}

/** The environment a bench runs the built app with, on a scratch database (PORT and APP_URL per server). */
export function appEnv(database, logLevel = 'warn') {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    APP_SECRET: randomBytes(24).toString('hex'),
    ADMIN_EMAIL: 'admin-bench@exemplo.com.br',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    LOG_LEVEL: logLevel,
    ADMIN_TWO_FACTOR: 'optional',
  };
}

/** Seeds the bulk data and one active subscriber (bench/lib/seed-member.ts); returns its credentials. */
export function seedMember(env) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/seed-member.ts'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
  return JSON.parse(seeded.stdout.trim().split('\n').at(-1));
}

/** Signs a member in on a running app; returns the Cookie header to send on later calls. */
export async function signIn(base, member) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(member),
  });
  if (!res.ok) throw new Error(`${base}: sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Better Auth's signed cookie for a session token: the token, a dot, its HMAC-SHA256 under APP_SECRET (base64). */
export const sessionCookie = (token, secret) =>
  `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;

/** The p-th percentile of sorted numbers, nearest rank (p99 of 200: the 198th). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `--name value` on the bench's command line as a number, or the fallback. */
export function numberOption(name, fallback, argv = process.argv.slice(2)) {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
}

/**
 * Hard stop: whatever happens, the bench ends by itself after `ms`, stopping the processes it
 * started (push them onto the returned list).
 */
export function startWatchdog(bench, ms) {
  const children = [];
  setTimeout(async () => {
    console.error(`${bench} bench: watchdog fired, stopping`);
    await Promise.allSettled(children.map((c) => c.stop()));
    process.exit(1);
  }, ms).unref();
  return children;
}
