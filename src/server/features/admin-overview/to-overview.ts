import { PLANS, type Plan } from '../../../shared/constants';
import type { AdminOverview } from '../../../shared/schemas/admin-overview';
import type { OverviewRows } from './data/get-overview';
import type { RevenueRows } from './data/get-revenue';
import { toRevenue } from './to-revenue';

/**
 * Shapes the database's aggregates for the charts: every plan present; the revenue from the
 * payments (issue 20 §5; to-revenue.ts).
 */
export function toOverview(rows: OverviewRows, revenue: RevenueRows): AdminOverview {
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
