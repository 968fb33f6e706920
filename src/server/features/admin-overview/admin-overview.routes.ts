import { Hono } from 'hono';
import type { AdminOverview } from '../../../shared/schemas/admin-overview';
import type { AppEnv, Deps } from '../../app-env';
import { allow } from '../session/access';
import { getOverview } from './data/get-overview';
import { toOverview } from './to-overview';

/** GET /api/admin/overview: the operator's figures at a glance (issue 9). */
export function adminOverviewRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', allow('admin', deps), async (c) =>
    c.json<AdminOverview>(toOverview(await getOverview({ db }))),
  );
}
