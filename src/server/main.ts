import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps } from './deps';
import { listLandingTools } from './features/landing/data/list-landing-tools';
import { loadProcessEnv } from './platform/config/env';
import { publicConfig } from './platform/config/public-config';
import { createLogger } from './platform/logger';
import { webRoutes } from './platform/web/web-routes';

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
});
const app = createApp(deps, { web });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    { port: info.port, database: deps.database.kind },
    `${env.APP_NAME} ouvindo em http://localhost:${info.port}`,
  );
});

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await deps.database.db.destroy();
    clearTimeout(force);
    logger.info('stopped');
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
