import type { Deps } from '../src/server/app-env';
import { DAY_MS, EXPIRY_WARNING_DAYS, PLANS, type Plan } from '../src/shared/constants';
import { addDays, dayInSaoPaulo } from '../src/shared/sao-paulo-day';

// The overview's figures worked out here from the grants and the money movements' rows, not through
// the profile columns, counters or sums the app reads: a second, independent reading of the
// grants rule (decision 016) and of the revenue (decision 022).

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

/** BRL cents received and refunded over the last 30 São Paulo days, summed here row by row. */
async function revenueOf(deps: Deps, now: number) {
  const since = addDays(dayInSaoPaulo(new Date(now)), -29);
  const rows = await deps.database.db
    .selectFrom('revenue_movements')
    .select(['kind', 'amount_cents', 'currency', 'day'])
    .execute();
  const cents = (kind: string) =>
    rows
      .filter((row) => row.kind === kind && row.day >= since && row.currency === 'BRL')
      .reduce((sum, row) => sum + (row.amount_cents ?? 0), 0);
  return { received: cents('sale'), refunded: cents('refund') };
}

/**
 * The overview's figures: members with access by their deciding grant's plan; members whose
 * deciding grant is active (not cancelled) and ends within 7 days; what the payments received in
 * 30 days and the share of it refunded.
 */
export async function figuresFromRows(deps: Deps) {
  const now = Date.now();
  const withAccess = await decidingGrants(deps, now);
  const members = (plan: Plan) => withAccess.filter((grant) => grant.plan === plan).length;
  const soon = now + EXPIRY_WARNING_DAYS * DAY_MS;
  const { received, refunded } = await revenueOf(deps, now);
  return {
    byPlan: PLANS.map(members),
    expiring: withAccess.filter((grant) => grant.status === 'active' && endOf(grant) <= soon).length,
    received: received / 100,
    refundRate: received > 0 ? refunded / received : null,
  };
}

// Runs in the page: how many of a chart canvas's pixels have a bar's colour (the plan and series
// tokens, turned into the canvas's RGB by painting each on a 1×1 canvas). Text and grid lines are
// other colours, so this counts bars only.
export function barPixels(canvas: Element) {
  const rgbOf = (token: string) => {
    const dot = document.createElement('canvas').getContext('2d');
    if (!dot) return '';
    dot.fillStyle = getComputedStyle(document.documentElement).getPropertyValue(token);
    dot.fillRect(0, 0, 1, 1);
    return dot.getImageData(0, 0, 1, 1).data.slice(0, 3).join();
  };
  const bars = new Set(['--primary', '--success', '--destructive'].map(rgbOf));
  const { width, height } = canvas as HTMLCanvasElement;
  const pixels = (canvas as HTMLCanvasElement).getContext('2d')?.getImageData(0, 0, width, height).data ?? [];
  let count = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3] === 255 && bars.has(`${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`)) count++;
  }
  return count;
}
