import { PLANS, type Plan } from '../../../shared/constants';
import type { AdminOverview } from '../../../shared/schemas/admin-overview';
import type { OverviewRows } from './data/get-overview';

const cents = (value: number) => Math.round(value * 100) / 100;

/** Shapes the database's aggregates for the charts: every plan present, money to the cent. */
export function toOverview(rows: OverviewRows): AdminOverview {
  const sumOf = (list: { plan: Plan; n: number | string; revenue: number | string | null }[], plan: Plan) => {
    const row = list.find((r) => r.plan === plan);
    return { n: Number(row?.n ?? 0), revenue: Number(row?.revenue ?? 0) };
  };
  const active = (plan: Plan) => {
    const total = sumOf(rows.totals, plan);
    const lapsed = sumOf(rows.overdue, plan);
    return { count: total.n - lapsed.n, revenue: cents(total.revenue - lapsed.revenue) };
  };
  return {
    activeByPlan: PLANS.map((plan) => ({ plan, count: active(plan).count })),
    monthlyRecurringRevenue: cents(active('mensal').revenue + active('anual').revenue / 12),
    lifetime: active('vitalicio'),
    perDay: rows.perDay,
    expiringSoon: {
      total: rows.expiringCount,
      items: rows.expiringRows.map((row) => ({
        userId: row.id,
        email: row.email,
        fullName: row.full_name,
        plan: row.plan,
        expiresAt: (row.expires_at as Date).toISOString(),
      })),
    },
  };
}
