import { ACCESS_GIVING_STATUSES, DAY_MS, EXPIRY_WARNING_DAYS } from '../../../../shared/constants';
import { OVERVIEW_PERIODS } from '../../../../shared/revenue';
import { addDays, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../../shared/sao-paulo-day';
import type { Db } from '../../../platform/db/connection';
import { readingIndexRanges } from '../../../platform/db/fast/planner-hints';
import { countGrantsStarted } from '../../access';

const OVERVIEW_DAYS = OVERVIEW_PERIODS.days.length;
const EXPIRING_LIST_SIZE = 20;

/**
 * The /admin overview, members counted by their deciding grant; every figure is computed
 * by the database, none by reading rows one by one:
 * - subscribers by plan: the members per access status and plan the database keeps
 *   (access_totals, migration 0014) for the statuses giving access, less the members whose end
 *   passed before the expiry job marked them (a range of profiles_access_ends_idx: few);
 *   revenue is the payments' (get-revenue.ts), never the plans' typed prices
 *   (docs/decisions/022-revenue-from-payments.md);
 * - members and grants started per São Paulo day: one index range count per day, between day
 *   boundaries computed here with the real zone (so both engines agree, without time zone SQL);
 * - members whose access ends in the next 7 days (the list's "Vence em até 7 dias"; a grant
 *   without an end never does): a count and the 20 nearest, over the same index.
 */
export async function getOverview({ db, now = new Date() }: { db: Db; now?: Date }) {
  const days = lastDays(dayInSaoPaulo(now));
  const soon = new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS);
  const expiring = () =>
    db
      .selectFrom('profiles')
      .where('access_status', '=', 'active')
      .where('access_ends_at', '>', now)
      .where('access_ends_at', '<=', soon);

  const [totals, overdue, perDay, expiringCount, expiringRows] = await Promise.all([
    db
      .selectFrom('access_totals')
      .select(['plan', (eb) => eb.fn.sum<number | string>('n').as('n')])
      .where('access_status', 'in', ACCESS_GIVING_STATUSES)
      .groupBy('plan')
      .execute(),
    overdueByPlan(db, now),
    db
      .selectNoFrom((eb) =>
        days.flatMap(({ start, end }, i) => [
          eb
            .selectFrom('profiles')
            .select(eb.fn.countAll<number>().as('n'))
            .where('created_at', '>=', start)
            .where('created_at', '<', end)
            .as(`m${i}`),
          countGrantsStarted(eb, start, end).as(`s${i}`),
        ]),
      )
      .executeTakeFirstOrThrow(),
    expiring()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    expiring()
      .select(['id', 'email', 'full_name', 'access_plan as plan', 'access_ends_at as expires_at'])
      .orderBy('access_ends_at')
      .limit(EXPIRING_LIST_SIZE)
      .execute(),
  ]);
  const counts = perDay as Record<string, number | string | null>;
  return {
    totals,
    overdue,
    perDay: days.map(({ day }, i) => ({
      day,
      members: Number(counts[`m${i}`] ?? 0),
      subscriptions: Number(counts[`s${i}`] ?? 0),
    })),
    expiringCount: Number(expiringCount?.n ?? 0),
    // The range holds active grants with an end: both are set.
    expiringRows: expiringRows.flatMap(({ plan, expires_at, ...member }) =>
      plan && expires_at ? [{ ...member, plan, expires_at }] : [],
    ),
  };
}

/**
 * Members whose deciding grant still reads active or cancelled but whose end passed, by plan: few
 * (the expiry job marks them within minutes), read from the profiles_access_ends_idx range.
 */
async function overdueByPlan(db: Db, now: Date) {
  const query = (q: Db) =>
    q
      .selectFrom('profiles')
      .where('access_status', 'in', ACCESS_GIVING_STATUSES)
      .where('access_ends_at', '<=', now)
      .select(['access_plan as plan', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('access_plan')
      .execute();
  return readingIndexRanges(db, query);
}

/** The last 30 São Paulo days, oldest first, each as [start, end) instants. */
function lastDays(today: string) {
  return Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
    const day = addDays(today, i - (OVERVIEW_DAYS - 1));
    return {
      day,
      start: new Date(endOfDayInSaoPaulo(addDays(day, -1)).getTime() + 1),
      end: new Date(endOfDayInSaoPaulo(day).getTime() + 1),
    };
  });
}

export type OverviewRows = Awaited<ReturnType<typeof getOverview>>;
