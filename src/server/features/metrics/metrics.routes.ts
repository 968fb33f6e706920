import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../app-env';
import { secretsEqual } from '../../platform/crypto/constant-time';
import { SQLITE_FILE_NAME } from '../../platform/db/connection';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { createAppMetrics } from '../../platform/metrics/app-metrics';
import { allow } from '../access';

const NOT_SERVED = new AppError(404, MESSAGES.notFound, 'not_found');
const WRONG_TOKEN = new AppError(401, MESSAGES.metricsTokenRejected, 'metrics_token');

/**
 * GET /metrics (docs/product.md#operations), at the root where Prometheus looks, outside /api.
 * Called by a scraper, not by people: open to visitors as far as sessions go (no session, not even
 * an admin's, grants anything), guarded by METRICS_TOKEN instead: unset, the route is not served
 * (404); set, only `Authorization: Bearer <token>` gets the figures, compared in constant time.
 */
export function metricsRoutes(deps: Deps) {
  const metrics = createAppMetrics({
    database: deps.database,
    sqliteFile: path.join(path.resolve(deps.env.DATA_DIR), SQLITE_FILE_NAME),
  });
  return new Hono<AppEnv>().get('/metrics', allow('visitor', deps), async (c) => {
    const token = deps.env.METRICS_TOKEN;
    if (!token) throw NOT_SERVED;
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!secretsEqual(given, token)) {
      c.header('www-authenticate', 'Bearer realm="metrics"');
      throw WRONG_TOKEN;
    }
    c.header('cache-control', 'no-store');
    return c.body(await metrics.render(), 200, { 'content-type': metrics.contentType });
  });
}
