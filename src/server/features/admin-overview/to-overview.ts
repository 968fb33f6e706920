import { PLANS, type Plan } from '../../../shared/constants';
import type { AdminOverview } from '../../../shared/schemas/admin-overview';
import type { OverviewRows } from './data/get-overview';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Shapes the database's aggregates for the charts: every plan present, money to the cent. Revenue
 * is members × their plan's current price (issue 17 §3): a month's share of each recurring plan
 * (price ÷ its months), the lifetime plan's apart.
 */
export function toOverview(rows: OverviewRows): AdminOverview {
  const countOf = (list: { plan: string | null; n: number | string }[], plan: Plan) =>
    Number(list.find((r) => r.plan === plan)?.n ?? 0);
  const members = (plan: Plan) => countOf(rows.totals, plan) - countOf(rows.overdue, plan);
  const terms = (plan: Plan) => {
    const row = rows.prices.find((r) => r.plan === plan);
    return { price: Number(row?.price ?? 0), months: row?.months ?? null };
  };
  const monthly = (plan: Plan) => {
    const { price, months } = terms(plan);
    return months ? (members(plan) * price) / months : 0;
  };
  const lifetime = members('vitalicio');
  return {
    activeByPlan: PLANS.map((plan) => ({ plan, count: members(plan) })),
    monthlyRecurringRevenue: cents(monthly('mensal') + monthly('anual')),
    lifetime: { count: lifetime, revenue: cents(lifetime * terms('vitalicio').price) },
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
