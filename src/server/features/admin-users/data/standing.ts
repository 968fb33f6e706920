import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AccessStatus } from '../../../../shared/constants';
import { ACCESS_GIVING_STATUSES } from '../../../../shared/constants';
import type { StandingKind } from '../../../../shared/subscription-rules';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';
import { readingIndexRanges } from '../../../platform/db/fast/planner-hints';
import type { Database } from '../../../platform/db/schema/database';
import { inStanding, lapsedUnmarked, memberContains, withinStatus } from './member-filters';

// The members list narrowed to one standing (its status filter): the count and a page, without
// reading the members one by one.

/**
 * How to read positions [start, start + count) of a newest-first list of `total`: from whichever
 * end is nearer (reading from the oldest end skips fewer rows past the middle). Rows read oldest
 * first come back reversed by `inOrder`.
 */
export function nearerEnd({ total, start, count }: { total: number; start: number; count: number }) {
  const fromEnd = total - start - count < start;
  return {
    skip: fromEnd ? total - start - count : start,
    count,
    direction: fromEnd ? ('asc' as const) : ('desc' as const),
    inOrder: <T>(ids: T[]) => (fromEnd ? ids.reverse() : ids),
  };
}

type Window = ReturnType<typeof nearerEnd>;

/**
 * The window's ids, newest first, from a walk of the members `where` keeps in (created_at, id)
 * order.
 */
export async function idsInWindow(
  db: Db,
  { skip, count, direction, inOrder }: Window,
  where: (eb: ExpressionBuilder<Database, 'profiles'>) => Expression<SqlBool>,
) {
  const rows = await db
    .selectFrom('profiles')
    .select('profiles.id')
    .where(where)
    .orderBy('profiles.created_at', direction)
    .orderBy('profiles.id', direction)
    .limit(count)
    .offset(skip)
    .execute();
  return inOrder(rows.map((row) => row.id));
}

/**
 * How many members stand as `kind` now, without reading them one by one (a million members): the
 * members per stored status the database keeps (access_totals, migration 0014), corrected by the
 * few whose end passed before the expiry job marked them (a range of profiles_access_ends_idx).
 * Only "expiring" and the "active" it excludes are counted from that index's range of the next 7
 * days.
 */
export async function countStanding({
  db,
  kind,
  now,
}: {
  db: Db;
  kind: StandingKind;
  now: Date;
}): Promise<number> {
  switch (kind) {
    case 'expiring':
      return countRange(db, (q) => q.where((eb) => withinStatus(eb, 'expiring', now)));
    case 'active': {
      const [all, lapsed, expiring] = await Promise.all([
        kept(db, ['active']),
        unmarked(db, ['active'], now),
        countStanding({ db, kind: 'expiring', now }),
      ]);
      return all - lapsed - expiring;
    }
    case 'cancelled':
      return (await kept(db, ['cancelled'])) - (await unmarked(db, ['cancelled'], now));
    case 'expired':
      return (await kept(db, ['expired'])) + (await unmarked(db, ACCESS_GIVING_STATUSES, now));
    default:
      return kept(db, [kind]);
  }
}

/** Members whose stored status is one of `statuses`, every plan: from the kept counters. */
async function kept(db: Db, statuses: readonly AccessStatus[]) {
  const row = await db
    .selectFrom('access_totals')
    .select((eb) => eb.fn.sum<number | string>('n').as('n'))
    .where('access_status', 'in', statuses)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Members stored as `statuses` (active or cancelled) whose end has passed. */
const unmarked = (db: Db, statuses: readonly ('active' | 'cancelled')[], now: Date) =>
  countRange(db, (q) =>
    q.where((eb) => lapsedUnmarked(eb, now)).where('profiles.access_status', 'in', statuses),
  );

type ProfilesQuery = ReturnType<typeof profiles>;
const profiles = (db: Db) => db.selectFrom('profiles');

/** A count over a range of profiles_access_ends_idx. */
function countRange(db: Db, where: (query: ProfilesQuery) => ProfilesQuery) {
  return readingIndexRanges(db, async (q) => {
    const row = await where(profiles(q))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  });
}

/**
 * The end as a page walk tests it: on SQLite `+access_ends_at`, which no index can serve, so the
 * planner walks the status index in order rather than read the window of ends (or, with ANALYZE's
 * statistics, a skip-scan of a plan- or source-led index) and sort it — 77,000 rows for the
 * "expiring" page at a million members, 0.4 s instead of a few ms.
 */
const walkedEnds = (db: Db) =>
  engineOf(db) === 'sqlite' ? sql<Date | null>`+profiles.access_ends_at` : undefined;

/**
 * Ids at positions [start, start + count) of the newest-first list of one standing (no search):
 * a walk of profiles_access_status_idx (access_status, created_at, id) within the one stored
 * status the standing reads, from whichever end of the `total` members is nearer. Expired members
 * are those marked so plus the few lapsed but not yet marked (a short range of
 * profiles_access_ends_idx), merged in order.
 */
export async function standingPageIds(
  db: Db,
  {
    kind,
    total,
    start,
    count,
    now,
  }: { kind: StandingKind; total: number; start: number; count: number; now: Date },
) {
  const window = nearerEnd({ total, start, count });
  if (kind !== 'expired')
    return idsInWindow(db, window, (eb) => withinStatus(eb, kind, now, undefined, walkedEnds(db)));
  const rows = await expiredPage(db, window, now);
  return window.inOrder(rows.map((row) => row.id));
}

function expiredPage(db: Db, { skip, count, direction }: Window, now: Date) {
  // The marked part's first skip + count in order hold the page; the lapsed part is a few rows
  // of profiles_access_ends_idx, read whole (ordered, the planner would walk every member for it).
  return readingIndexRanges(db, (q) =>
    q
      .selectFrom((eb) =>
        eb
          .selectFrom(
            q
              .selectFrom('profiles')
              .select(['profiles.id', 'profiles.created_at'])
              .where((eb) => withinStatus(eb, 'expired', now))
              .orderBy('profiles.created_at', direction)
              .orderBy('profiles.id', direction)
              .limit(skip + count)
              .as('marked'),
          )
          .selectAll()
          .unionAll(
            eb
              .selectFrom('profiles')
              .select(['profiles.id', 'profiles.created_at'])
              .where((eb) => lapsedUnmarked(eb, now)),
          )
          .as('expired'),
      )
      .select('expired.id')
      .orderBy('expired.created_at', direction)
      .orderBy('expired.id', direction)
      .limit(count)
      .offset(skip)
      .execute(),
  );
}

/** A search within one standing: the exact count and page from the trigram index (slower, rare). */
export async function searchStanding(
  db: Db,
  {
    search,
    kind,
    start,
    count,
    now,
  }: { search: string; kind: StandingKind; start: number; count: number; now: Date },
) {
  const matching = () =>
    db
      .selectFrom('profiles')
      .where(memberContains(db, search))
      .where((eb) => inStanding(eb, kind, now));
  const [counted, rows] = await Promise.all([
    matching()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    matching()
      .select('profiles.id')
      .orderBy('profiles.created_at', 'desc')
      .orderBy('profiles.id', 'desc')
      .limit(count)
      .offset(start)
      .execute(),
  ]);
  return { total: Number(counted?.n ?? 0), ids: rows.map((row) => row.id) };
}
