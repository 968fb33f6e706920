import { Hono } from 'hono';
import { PLANS, type Plan } from '../../../shared/constants';
import type { AdminOverview } from '../../../shared/schemas/admin-overview';
import type { AppEnv, Deps } from '../../app-env';
import { allow } from '../access';
import { getOverview, type OverviewRows } from './data/get-overview';
import { getRevenue, type RevenueRows } from './data/get-revenue';
import { toRevenue } from './to-revenue';

/**
 * GET /api/admin/overview: the operator's figures at a glance, and the revenue the payments moved
 * (docs/product.md#admin-console).
 */
export function adminOverviewRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', allow('admin', deps), async (c) => {
    const now = new Date();
    const [rows, revenue] = await Promise.all([getOverview({ db, now }), getRevenue({ db, now })]);
    return c.json<AdminOverview>(toOverview(rows, revenue));
  });
}

/**
 * Shapes the database's aggregates for the charts: every plan present; the revenue from the
 * payments, never the plans' typed prices (to-revenue.ts).
 */
function toOverview(rows: OverviewRows, revenue: RevenueRows): AdminOverview {
  const countOf = (list: { plan: string | null; n: number | string }[], plan: Plan) =>
    Number(list.find((r) => r.plan === plan)?.n ?? 0);
  const members = (plan: Plan) => countOf(rows.totals, plan) - countOf(rows.overdue, plan);
  return {
    activeByPlan: PLANS.map((plan) => ({ plan, count: members(plan) })),
    revenue: toRevenue(revenue),
    perDay: rows.perDay,
    expiringSoon: {
      total: rows.expiringCount,
      items: rows.expiringRows.map((row) => ({
        userId: row.id,
        email: row.email,
        fullName: row.full_name,
        plan: row.plan,
        expiresAt: row.expires_at.toISOString(),
      })),
    },
  };
}
