import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
// @ts-expect-error plain ESM script, no declarations.
import { haproxyConfig } from '../../scripts/haproxy-config.mjs';

// The processes of a cluster, as an operator runs them: `node dist/server/main.js`
// per node and HAProxy in front with the configuration README shows. The cluster tests
// (cluster.ts) and the load bench (bench/load.mjs --cluster) both start them from here, so no
// vitest import: the bench loads this file through tsx.

export async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it is true or `timeoutMs` passed (then throws `what`). */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export type AppNode = Awaited<ReturnType<typeof startAppNode>>;

/**
 * One node of the built app on a free port, `env` as its whole environment (PATH added); resolves
 * once it answers /api/health.
 */
/** V8's flags in package.json's `start` script: a node here runs as `npm start` runs it. */
const NPM_START_FLAGS = ['--max-semi-space-size=8'];

export async function startAppNode(name: string, env: Record<string, string | undefined>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let log = '';
  let exited: Promise<unknown> = Promise.resolve();

  async function launch() {
    log = '';
    child = spawn(process.execPath, [...NPM_START_FLAGS, 'dist/server/main.js'], {
      env: { PATH: process.env.PATH, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (log += chunk));
    exited = once(child, 'exit');
    let gone = false;
    void exited.then(() => (gone = true));
    await waitFor(`${name} to answer /api/health`, async () => {
      if (gone) throw new Error(`${name} exited at start:\n${log.slice(-4000)}`);
      return (await fetch(`${url}/api/health`)).status === 200;
    }).catch((error) => {
      throw gone ? new Error(`${name} exited at start:\n${log.slice(-4000)}`) : error;
    });
  }
  await launch();
  return {
    name,
    port,
    url,
    get pid() {
      return child.pid;
    },
    /** What the node logged since it (re)started. */
    log: () => log,
    /** Sends `signal` and waits for the process to end (SIGKILL: `kill -9`). */
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
    exited: () => exited,
    exitCode: () => child.exitCode,
    /** Starts the process again on the same port and environment. */
    restart: launch,
  };
}

/**
 * HAProxy on a free port in front of `nodes` (round-robin, health checks every `checkIntervalMs`),
 * its configuration written to `dir`; resolves once every node has answered through it (read from
 * the X-Served-By header the configuration adds).
 */
export async function startBalancer(options: {
  nodes: { name: string; port: number }[];
  checkIntervalMs: number;
  dir: string;
  port?: number;
}) {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const config: string = haproxyConfig({
    port,
    nodes: options.nodes.map(({ name, port }) => ({ name, port })),
    checkIntervalMs: options.checkIntervalMs,
  });
  const configFile = path.join(options.dir, 'haproxy.cfg');
  writeFileSync(configFile, config);
  const haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  haproxy.stderr?.on('data', (chunk) => (log += chunk));
  const exited = once(haproxy, 'exit');
  // Round-robin reaches every node in a few calls once HAProxy counts them up.
  await waitFor('HAProxy to reach every node', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < options.nodes.length * 2; i++) {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      seen.add(res.headers.get('x-served-by'));
    }
    return options.nodes.every((node) => seen.has(node.name));
  }).catch((error) => {
    throw new Error(`${error.message}\n${log}`);
  });
  return {
    base,
    port,
    config,
    pid: haproxy.pid,
    log: () => log,
    async close() {
      if (haproxy.exitCode !== null || haproxy.signalCode !== null) return;
      haproxy.kill('SIGTERM');
      await exited;
    },
  };
}
