import type { Deps } from '../src/server/app-env';
import { DAY_MS, EXPIRY_WARNING_DAYS, PLANS, type Plan } from '../src/shared/constants';

// The overview's figures worked out here from the grants and the plan prices, not through the
// profile columns or the counters the app reads: a second, independent reading of issue 17's rule.

type Grant = {
  id: string;
  user_id: string;
  plan: Plan;
  status: string;
  expires_at: Date | null;
  updated_at: Date;
};

const givesAccess = (grant: Grant, now: number) =>
  (grant.status === 'active' || grant.status === 'cancelled') &&
  (grant.expires_at === null || grant.expires_at.getTime() > now);

const endOf = (grant: Grant) => grant.expires_at?.getTime() ?? Number.POSITIVE_INFINITY;

/** Of two grants giving access, the one that decides: the longest access, then the last changed. */
const decides = (a: Grant, b: Grant) =>
  endOf(a) !== endOf(b)
    ? endOf(a) > endOf(b)
    : a.updated_at.getTime() !== b.updated_at.getTime()
      ? a.updated_at > b.updated_at
      : a.id > b.id;

/** Each member with access and the grant deciding it. */
async function decidingGrants(deps: Deps, now: number) {
  const grants = await deps.database.db
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'plan', 'status', 'expires_at', 'updated_at'])
    .execute();
  const deciding = new Map<string, Grant>();
  for (const grant of grants) {
    if (!givesAccess(grant, now)) continue;
    const other = deciding.get(grant.user_id);
    if (!other || decides(grant, other)) deciding.set(grant.user_id, grant);
  }
  return [...deciding.values()];
}

/**
 * The overview's figures: members with access by their deciding grant's plan; revenue as members ×
 * the plan's price (a recurring plan's month share: price ÷ its months); members whose deciding
 * grant is active (not cancelled) and ends within 7 days.
 */
export async function figuresFromRows(deps: Deps) {
  const now = Date.now();
  const withAccess = await decidingGrants(deps, now);
  const prices = await deps.database.db
    .selectFrom('plan_prices')
    .select(['plan', 'price', 'months'])
    .execute();
  const members = (plan: Plan) => withAccess.filter((grant) => grant.plan === plan).length;
  const terms = (plan: Plan) => prices.find((row) => row.plan === plan) ?? { price: 0, months: null };
  const monthShare = (plan: Plan) => {
    const { price, months } = terms(plan);
    return months ? (members(plan) * Number(price)) / months : 0;
  };
  const cents = (value: number) => Math.round(value * 100) / 100;
  const soon = now + EXPIRY_WARNING_DAYS * DAY_MS;
  return {
    byPlan: PLANS.map(members),
    monthlyRevenue: cents(monthShare('mensal') + monthShare('anual')),
    lifetimeRevenue: cents(members('vitalicio') * Number(terms('vitalicio').price)),
    expiring: withAccess.filter((grant) => grant.status === 'active' && endOf(grant) <= soon).length,
  };
}
