import { sql } from 'kysely';
import { DAY_MS, EXPIRY_WARNING_DAYS } from '../../../../shared/constants';
import { addDays, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../../shared/sao-paulo-day';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';
import { inTransaction } from '../../../platform/db/transaction';

const OVERVIEW_DAYS = 30;
const EXPIRING_LIST_SIZE = 20;

/**
 * Issue 9 overview; every figure is computed by the database, none by reading rows one by one:
 * - subscribers and revenue by plan: the per-(plan, status) totals the database keeps
 *   (subscription_totals, migration 0004), less the active rows already past their expiry (an
 *   index range over status and expiry: few once the expiry job marks lapsed rows);
 * - members and subscriptions started per São Paulo day: one index range count per day, between
 *   day boundaries computed here with the real zone (so both engines agree, without time zone SQL);
 * - what expires in the next 7 days: a count and the 20 nearest, over the same index.
 */
export async function getOverview({ db, now = new Date() }: { db: Db; now?: Date }) {
  const days = lastDays(dayInSaoPaulo(now));
  const soon = new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS);
  const active = () => db.selectFrom('subscriptions').where('status', '=', 'active');
  const expiring = () => active().where('expires_at', '>', now).where('expires_at', '<=', soon);

  const [totals, overdue, perDay, expiringCount, expiringRows] = await Promise.all([
    db
      .selectFrom('subscription_totals')
      .select(['plan', 'n', 'revenue'])
      .where('status', '=', 'active')
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
          eb
            .selectFrom('subscriptions')
            .select(eb.fn.countAll<number>().as('n'))
            .where('started_at', '>=', start)
            .where('started_at', '<', end)
            .as(`s${i}`),
        ]),
      )
      .executeTakeFirstOrThrow(),
    expiring()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    expiring()
      .innerJoin('profiles', 'profiles.id', 'subscriptions.user_id')
      .select([
        'profiles.id',
        'profiles.email',
        'profiles.full_name',
        'subscriptions.plan',
        'subscriptions.expires_at',
      ])
      .orderBy('subscriptions.expires_at')
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
    expiringRows,
  };
}

/**
 * Active rows already past their expiry, by plan: few (the expiry job marks them within 15
 * minutes), read from subscriptions_status_expires_idx. PostgreSQL's planner takes "active" and
 * "expired before now" as independent (most rows that expired are history, not active), expects a
 * quarter of the table and scans all of it with parallel workers (240 ms at a million); told to
 * use neither, it reads the index range (under a millisecond).
 */
async function overdueByPlan(db: Db, now: Date) {
  const query = (q: Db) =>
    q
      .selectFrom('subscriptions')
      .where('status', '=', 'active')
      .where('expires_at', '<=', now)
      .select([
        'plan',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('price').as('revenue'),
      ])
      .groupBy('plan')
      .execute();
  if (engineOf(db) !== 'postgres') return query(db);
  return inTransaction(db, async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return query(trx);
  });
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
