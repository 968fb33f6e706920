import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps } from './deps';
import { createExpiryJob, expiryJobOptions } from './features/access';
import { listLandingTools } from './features/landing';
import { createAccountErasureJob } from './features/my-data';
import { createRetentionJob } from './features/retention';
import { readMe } from './features/session';
import { codeRequestLogOf } from './features/tools-access';
import { loadProcessEnv, publicConfig } from './platform/config/env';
import { startDraining } from './platform/http/draining';
import { createLogger } from './platform/logger';
import { webRoutes } from './platform/web/web-routes';

// Whatever this process writes (database, outbox, uploads) is for its own user only.
process.umask(0o077);
const env = loadProcessEnv();
const logger = createLogger(env.LOG_LEVEL);
const deps = await createDeps(env, logger);
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const web = webRoutes({
  clientDir,
  config: publicConfig(env),
  logger,
  siteUrl: env.APP_URL,
  loadTools: () => listLandingTools({ db: deps.database.db }),
  readMe: (c) => readMe(c, deps),
});
const app = createApp(deps, { web });
// Mail leaves through the queue (decision 009); every process may run a worker.
deps.mail.worker.start();
// Payment deliveries are answered at once and applied by this worker (decision 015).
deps.payments.start();
// Bulk actions on a segment of members (decision 023): one job each, in batches.
deps.bulkActions.start();
// Meus dados → "Baixar meus dados": each file built by this worker, offered for 24 hours.
deps.dataExports.start();
// Expiry reminders and lapses (decision 015): every process runs the job, one at a time does a pass.
const expiryJob = createExpiryJob(expiryJobOptions(deps));
expiryJob.start();
// Machine-written rows kept for their configured days (decision 021), deleted once per cluster.
const retentionJob = createRetentionJob(deps);
retentionJob.start();
// Accounts whose "Excluir minha conta" grace period passed with no sign-in are erased, each hour.
const erasureJob = createAccountErasureJob(deps);
erasureJob.start();

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    { port: info.port, database: deps.database.kind },
    `${env.APP_NAME} ouvindo em http://localhost:${info.port}`,
  );
});

// SIGTERM/SIGINT: drain (SHUTDOWN_DRAIN_MS), stop accepting, let in-flight requests finish and
// the mail in hand go out, then close the database.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
  const force = setTimeout(() => process.exit(1), env.SHUTDOWN_DRAIN_MS + 10_000).unref();
  // Drain: /api/health fails at once, so the load balancer takes this node out while
  // it still answers what it is sent; then it stops accepting.
  startDraining();
  if (env.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
  server.close(async () => {
    await expiryJob.stop();
    await retentionJob.stop();
    await erasureJob.stop();
    await deps.payments.stop();
    await deps.bulkActions.stop();
    await deps.dataExports.stop();
    await deps.mail.worker.stop();
    await codeRequestLogOf(deps).flush();
    await deps.database.db.destroy();
    clearTimeout(force);
    logger.info('stopped');
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
