import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Deps } from '../../app-env';
import { isDatabaseUnavailable } from '../../platform/db/database-unavailable';
import { MESSAGES } from '../../platform/http/app-error';
import { isDraining } from '../../platform/http/draining';
import { allow } from '../access';

/**
 * For load balancers and uptime checks: 200 when the database answers; 503 saying why when it
 * does not or when the node is stopping (drain: the balancer takes it out first).
 */
export function healthRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', allow('visitor', deps), async (c) => {
    if (isDraining()) return c.json({ status: 'draining', message: MESSAGES.draining }, 503);
    try {
      await sql`select 1`.execute(deps.database.db);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return c.json(
        { status: 'unavailable', database: 'unreachable', message: MESSAGES.databaseUnavailable },
        503,
      );
    }
    return c.json({ status: 'ok' });
  });
}
