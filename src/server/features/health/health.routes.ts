import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Deps } from '../../app-env';
import { allow } from '../session/access';

/** For load balancers and uptime checks: 200 when the database answers. */
export function healthRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', allow('visitor', deps), async (c) => {
    await sql`select 1`.execute(deps.database.db);
    return c.json({ status: 'ok' });
  });
}
