import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Deps } from '../../src/server/app-env';
import { createDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/platform/config/env';
import { createLogger } from '../../src/server/platform/logger';
import { startS3Server } from '../s3-server';
import { startSlowSmtpServer } from '../slow-smtp-server';
import { databaseUrlOf, dropDatabase, onServer, uniqueDatabaseName } from '../template-database';
import { WEBHOOK_ENV } from '../webhook-payloads';
import { freePort, startAppNode, startBalancer } from './cluster-processes';
import { startTcpProxy } from './tcp-proxy';

// A real cluster. Three `node dist/server/main.js` processes (the built app, as an
// operator runs it) on one fresh PostgreSQL database, S3 storage (s3rver), one SMTP server, behind
// HAProxy with the configuration README shows (scripts/haproxy-config.mjs); cluster-processes.ts
// starts the nodes and HAProxy, as for the load bench. Every node reaches PostgreSQL through its
// own TCP proxy, and all reach S3 and SMTP through one each, so the fault tests can cut any of them.

export const ADMIN = { email: 'admin-cluster@exemplo.com.br', password: 'admin-cluster-123' };
/** HAProxy's health checks: every second, a node is down after two failures. */
const CHECK_INTERVAL_MS = 1000;

type CallInit = Omit<RequestInit, 'body'> & { cookie?: string; json?: unknown; body?: BodyInit };
export type Answer = { res: Response; node: string | null };

/** One request to `base`; `node` is the node that answered (HAProxy's X-Served-By). */
export async function call(base: string, route: string, init: CallInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  const res = await fetch(`${base}${route}`, { ...init, headers, body });
  return { res, node: res.headers.get('x-served-by') };
}

export type ClusterNode = Awaited<ReturnType<typeof startNode>>;

/** A node whose way to PostgreSQL goes through its own TCP proxy (`database`), to cut. */
async function startNode(options: {
  name: string;
  env: Record<string, string>;
  databaseTarget: { host: string; port: number };
  dir: string;
}) {
  const database = await startTcpProxy(options.databaseTarget);
  const dataDir = path.join(options.dir, options.name);
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = new URL(options.env.DATABASE_URL ?? '');
  databaseUrl.host = `127.0.0.1:${database.port}`;
  const node = await startAppNode(options.name, {
    ...options.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
  });
  return Object.assign(node, { database });
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * The cluster on a fresh copy of the run's migrated template database. `env` adds to (or
 * overrides) every node's environment. `beforeStart` runs on the database before any node starts
 * (rows the nodes' first expiry pass must find).
 */
export async function startCluster(
  options: { nodes?: number; env?: Record<string, string>; beforeStart?: (deps: Deps) => Promise<void> } = {},
) {
  const serverUrl = inject('pgUrl');
  const name = uniqueDatabaseName('hub_cluster');
  await onServer(serverUrl, `create database ${name} template ${inject('pgTemplate')}`);
  const databaseUrl = databaseUrlOf(serverUrl, name);
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-cluster-'));
  // The test's own view of the database (factories, assertions); it runs no worker.
  const deps = await createDeps(
    loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dir, 'test'),
      APP_SECRET: 'cluster-secret-cluster-secret-cluster-1234',
      LOG_LEVEL: 'silent',
      // The first start creates the admin (node1 has the same, as an operator's first node would).
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
    createLogger('silent'),
  );
  const { db } = deps.database;
  await options.beforeStart?.(deps);

  const s3 = await startS3Server('hub-cluster');
  const s3Url = new URL(s3.env.S3_ENDPOINT);
  const s3Proxy = await startTcpProxy({ host: s3Url.hostname, port: Number(s3Url.port) });
  const smtp = await startSlowSmtpServer({ replyDelayMs: 0 });
  const smtpUrl = new URL(smtp.url);
  const smtpProxy = await startTcpProxy({ host: smtpUrl.hostname, port: Number(smtpUrl.port) });
  const balancerPort = await freePort();
  const base = `http://127.0.0.1:${balancerPort}`;
  const pg = new URL(serverUrl);

  const common: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    APP_SECRET: 'cluster-secret-cluster-secret-cluster-1234',
    APP_URL: `http://localhost:${balancerPort}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpProxy.port}`,
    MAIL_FROM: 'Hub Premium <nao-responda@exemplo.com.br>',
    TRUST_PROXY: '1',
    ADMIN_TWO_FACTOR: 'optional',
    LOG_LEVEL: 'warn',
    ...s3.env,
    S3_ENDPOINT: `http://127.0.0.1:${s3Proxy.port}`,
    S3_FORCE_PATH_STYLE: 'true',
    ...WEBHOOK_ENV,
    // Long enough for HAProxy to see two failed checks before the node stops accepting.
    SHUTDOWN_DRAIN_MS: String(3 * CHECK_INTERVAL_MS),
    ...options.env,
  };
  const count = options.nodes ?? 3;
  // All at once, so their first expiry passes (at start) race as they would after a deploy. The
  // test's own start above created the admin; node1 carries ADMIN_* as an operator's first node would.
  const nodes: ClusterNode[] = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      startNode({
        name: `node${i + 1}`,
        env: i === 0 ? { ...common, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : common,
        databaseTarget: { host: pg.hostname, port: Number(pg.port || 5432) },
        dir,
      }),
    ),
  );

  const balancer = await startBalancer({
    port: balancerPort,
    nodes,
    checkIntervalMs: CHECK_INTERVAL_MS,
    dir,
  });

  return {
    base,
    nodes,
    db,
    deps,
    databaseUrl,
    smtp: { received: smtp.received, proxy: smtpProxy },
    s3: { proxy: s3Proxy, env: s3.env },
    haproxyConfig: balancer.config,
    /** A request through HAProxy. */
    call: (route: string, init?: CallInit) => call(base, route, init),
    async close() {
      await balancer.close();
      await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
      await Promise.all(nodes.map((node) => node.database.close()));
      await db.destroy();
      await Promise.all([s3Proxy.close(), smtpProxy.close(), smtp.close(), s3.close()]);
      await dropDatabase(serverUrl, name);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in through `base` and returns the cookie header to send after. */
export async function signIn(cluster: Cluster, email: string, password: string) {
  const { res, node } = await cluster.call('/api/auth/sign-in', {
    method: 'POST',
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, node };
}
