import { sql } from 'kysely';
import { OVERVIEW_PERIODS } from '../../../../shared/revenue';
import { addDays, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../../shared/sao-paulo-day';
import type { Db } from '../../../platform/db/connection';

export const REVENUE_DAYS = OVERVIEW_PERIODS.days.length;
export const REVENUE_MONTHS = OVERVIEW_PERIODS.months.length;

/**
 * Revenue from the payments (docs/decisions/022-revenue-from-payments.md), every figure computed by
 * the database:
 * - per São Paulo day of the last 30 days, and per month of the last 12, each kind's count, its
 *   BRL cents and how many of them those cents sum (the rest: another currency, no amount), read
 *   from revenue_days (one row per day and kind, kept by a trigger on revenue_movements: at most
 *   ~1,100 rows for the 12 months whatever the volume);
 * - members per month of the last 12: new (their first grant started that month) and lost (their
 *   access ended that month and they have not had it again since), from access_months (kept by
 *   triggers on profiles); the current month's losses counted up to now on
 *   profiles_access_lost_idx, since its later "ends" are members who still have access.
 */
export async function getRevenue({ db, now = new Date() }: { db: Db; now?: Date }) {
  const today = dayInSaoPaulo(now);
  const months = lastMonths(today);
  const firstMonth = months[0]?.month ?? today.slice(0, 7);
  const [perDay, perMonth, members, lostThisMonth] = await Promise.all([
    db
      .selectFrom('revenue_days')
      .select(['day', 'kind', 'n', 'cents', 'summed'])
      .where('day', '>=', addDays(today, 1 - REVENUE_DAYS))
      .execute(),
    db
      .selectFrom('revenue_days')
      .select((eb) => [
        sql<string>`substr(day, 1, 7)`.as('month'),
        'kind',
        eb.fn.sum<number | string>('n').as('n'),
        eb.fn.sum<number | string>('cents').as('cents'),
        eb.fn.sum<number | string>('summed').as('summed'),
      ])
      .where('day', '>=', `${firstMonth}-01`)
      .groupBy([sql`substr(day, 1, 7)`, 'kind'])
      .execute(),
    db
      .selectFrom('access_months')
      .select(['month', 'new_n', 'lost_n'])
      .where('month', '>=', firstMonth)
      .execute(),
    // This month's losses so far: a range of profiles_access_lost_idx (later ones are still access).
    db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('access_lost_at', '>=', months.at(-1)?.start ?? now)
      .where('access_lost_at', '<', now)
      .executeTakeFirst(),
  ]);
  const current = months.at(-1)?.month;
  const of = (month: string) => members.find((row) => row.month === month);
  return {
    today,
    perDay,
    perMonth,
    members: months.map(({ month }) => ({
      month,
      newMembers: Number(of(month)?.new_n ?? 0),
      churnedMembers: Number(month === current ? (lostThisMonth?.n ?? 0) : (of(month)?.lost_n ?? 0)),
    })),
  };
}

/** The last 12 São Paulo months, oldest first, the current one last, each with its first instant. */
export function lastMonths(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: REVENUE_MONTHS }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - (REVENUE_MONTHS - 1 - i), 1));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return {
      month: day(first).slice(0, 7),
      start: startOfDay(day(first)),
    };
  });
}

/** The first instant of a São Paulo day. */
const startOfDay = (day: string) => new Date(endOfDayInSaoPaulo(addDays(day, -1)).getTime() + 1);

export type RevenueRows = Awaited<ReturnType<typeof getRevenue>>;
