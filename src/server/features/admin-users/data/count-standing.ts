import type { AccessStatus } from '../../../../shared/constants';
import type { StandingKind } from '../../../../shared/subscription-rules';
import type { Db } from '../../../platform/db/connection';
import { readingIndexRanges } from '../../../platform/db/fast/planner-hints';
import { lapsedUnmarked, withinStatus } from './standing-filter';

/**
 * How many members stand as `kind` now, without reading them one by one (issue 17, a million
 * members): the members per stored status the database keeps (access_totals, migration 0014),
 * corrected by the few whose end passed before the expiry job marked them (a range of
 * profiles_access_ends_idx). Only "expiring" and the "active" it excludes are counted from that
 * index's range of the next 7 days.
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
      return (await kept(db, ['expired'])) + (await unmarked(db, ['active', 'cancelled'], now));
    default:
      return kept(db, [kind]);
  }
}

/** Members whose stored status is one of `statuses`, every plan: from the kept counters. */
async function kept(db: Db, statuses: AccessStatus[]) {
  const row = await db
    .selectFrom('access_totals')
    .select((eb) => eb.fn.sum<number | string>('n').as('n'))
    .where('access_status', 'in', statuses)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Members stored as `statuses` (active or cancelled) whose end has passed. */
const unmarked = (db: Db, statuses: ('active' | 'cancelled')[], now: Date) =>
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
