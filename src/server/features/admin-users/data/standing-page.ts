import { sql } from 'kysely';
import type { StandingKind } from '../../../../shared/subscription-rules';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';
import { readingIndexRanges } from '../../../platform/db/fast/planner-hints';
import { memberContains } from './member-search';
import { nearerEnd } from './nearer-end';
import { inStanding, lapsedUnmarked, withinStatus } from './standing-filter';

type Direction = ReturnType<typeof nearerEnd>['direction'];

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
  const { skip, direction, inOrder } = nearerEnd({ total, start, count });
  const rows =
    kind === 'expired'
      ? await expiredPage(db, { skip, count, direction, now })
      : await db
          .selectFrom('profiles')
          .select('profiles.id')
          .where((eb) => withinStatus(eb, kind, now, undefined, walkedEnds(db)))
          .orderBy('profiles.created_at', direction)
          .orderBy('profiles.id', direction)
          .limit(count)
          .offset(skip)
          .execute();
  const ids = rows.map((row) => row.id);
  return inOrder(ids);
}

function expiredPage(
  db: Db,
  { skip, count, direction, now }: { skip: number; count: number; direction: Direction; now: Date },
) {
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
