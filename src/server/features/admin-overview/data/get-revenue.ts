import { type ExpressionBuilder, sql } from 'kysely';
import { REVENUE_CURRENCY } from '../../../../shared/revenue';
import { addDays, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../../shared/sao-paulo-day';
import type { Db } from '../../../platform/db/connection';
import type { Database } from '../../../platform/db/schema/database';

export const REVENUE_DAYS = 30;
export const REVENUE_MONTHS = 12;

type Movements = ExpressionBuilder<Database, 'revenue_movements'>;

/**
 * Issue 20 §5: revenue from the payments (revenue_movements), every figure summed by the database
 * from revenue_movements_day_idx alone (day, kind, currency, amount_cents: an index-only range):
 * - per São Paulo day of the last 30 days, and per month of the last 12, each kind's count, its
 *   BRL cents and how many of its movements are not summed (another currency, no amount);
 * - members per month of the last 12: new (their first grant started that month:
 *   profiles_first_access_idx) and churned (their access ended that month and they have none
 *   today: profiles_access_lost_idx; a member who came back later counts in neither past month).
 */
export async function getRevenue({ db, now = new Date() }: { db: Db; now?: Date }) {
  const today = dayInSaoPaulo(now);
  const months = lastMonths(today);
  const firstMonth = months[0]?.month ?? today.slice(0, 7);
  const [perDay, perMonth, members] = await Promise.all([
    db
      .selectFrom('revenue_movements')
      .select((eb) => ['day', 'kind', ...sums(eb)])
      .where('day', '>=', addDays(today, 1 - REVENUE_DAYS))
      .groupBy(['day', 'kind'])
      .execute(),
    db
      .selectFrom('revenue_movements')
      .select((eb) => [sql<string>`substr(day, 1, 7)`.as('month'), 'kind', ...sums(eb)])
      .where('day', '>=', `${firstMonth}-01`)
      .groupBy([sql`substr(day, 1, 7)`, 'kind'])
      .execute(),
    db
      .selectNoFrom((eb) =>
        months.flatMap(({ start, end }, i) => [
          eb
            .selectFrom('profiles')
            .select(eb.fn.countAll<number>().as('n'))
            .where('first_access_at', '>=', start)
            .where('first_access_at', '<', end)
            .as(`new${i}`),
          eb
            .selectFrom('profiles')
            .select(eb.fn.countAll<number>().as('n'))
            .where('access_lost_at', '>=', start)
            .where('access_lost_at', '<', end < now ? end : now)
            .as(`lost${i}`),
        ]),
      )
      .executeTakeFirstOrThrow(),
  ]);
  const counts = members as Record<string, number | string | null>;
  return {
    today,
    perDay,
    perMonth,
    members: months.map(({ month }, i) => ({
      month,
      newMembers: Number(counts[`new${i}`] ?? 0),
      churnedMembers: Number(counts[`lost${i}`] ?? 0),
    })),
  };
}

/** A group's movements, its BRL cents and how many of them those cents sum. */
const sums = (eb: Movements) => {
  const brlCents = eb.case().when('currency', '=', REVENUE_CURRENCY).then(eb.ref('amount_cents')).end();
  return [
    eb.fn.countAll<number | string>().as('n'),
    eb.fn.sum<number | string | null>(brlCents).as('cents'),
    eb.fn.count<number | string>(brlCents).as('summed'),
  ] as const;
};

/** The last 12 São Paulo months, oldest first, the current one last, each as [start, end) instants. */
export function lastMonths(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: REVENUE_MONTHS }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - (REVENUE_MONTHS - 1 - i), 1));
    const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return {
      month: day(first).slice(0, 7),
      start: startOfDay(day(first)),
      end: startOfDay(day(next)),
    };
  });
}

/** The first instant of a São Paulo day. */
const startOfDay = (day: string) => new Date(endOfDayInSaoPaulo(addDays(day, -1)).getTime() + 1);

export type RevenueRows = Awaited<ReturnType<typeof getRevenue>>;
