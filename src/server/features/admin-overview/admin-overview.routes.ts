import { Hono } from 'hono';
import type { AdminOverview } from '../../../shared/schemas/admin-overview';
import type { AppEnv, Deps } from '../../app-env';
import { allow } from '../session';
import { getOverview } from './data/get-overview';
import { getRevenue } from './data/get-revenue';
import { toOverview } from './to-overview';

/** GET /api/admin/overview: the operator's figures at a glance (issue 9), revenue from the payments (issue 20 §5). */
export function adminOverviewRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', allow('admin', deps), async (c) => {
    const now = new Date();
    const [rows, revenue] = await Promise.all([getOverview({ db, now }), getRevenue({ db, now })]);
    return c.json<AdminOverview>(toOverview(rows, revenue));
  });
}
