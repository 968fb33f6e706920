import { sql } from 'kysely';
import { PAGE_SIZE } from '../../../../shared/constants';
import { addDays } from '../../../../shared/sao-paulo-day';
import type { UserSegment } from '../../../../shared/schemas/admin-users';
import type { StandingKind } from '../../../../shared/subscription-rules';
import type { Db } from '../../../platform/db/connection';
import { withDecidingGrant } from '../../access';
import { countMatching, inSegment, isPlainSegment, memberContains, memberLike } from './member-filters';
import { countStanding, idsInWindow, nearerEnd, searchStanding, standingPageIds } from './standing';

/** Who a member is, as every list and page names them. */
export const MEMBER_COLUMNS = [
  'profiles.id',
  'profiles.email',
  'profiles.full_name',
  'profiles.role',
  'profiles.created_at',
] as const;

/**
 * The admin's members list: newest first, pages of 10, exact total, optional e-mail "contains"
 * filter. Built to stay fast at a million members (bench/README.md,
 * docs/decisions/011-admin-at-a-million-members.md):
 * - the total is a counter the database keeps (profiles_total), or with a search one count over
 *   the trigram index;
 * - without a search, the page's ids come from the day it starts in: the members-per-day counters
 *   (profiles_by_day, migration 0011) say which day holds position 10·(page−1), and the walk of the
 *   (created_at, id) index starts at that day's end: any page costs what the first does;
 * - with a search, from a walk of that index from whichever end of the matches is nearer. When
 *   the matches are dense enough that the walk meets ten of them sooner than the trigram index
 *   could list them all, the walk filters by the e-mail ("gmail": ~2 rows read per match);
 *   otherwise the trigram index lists the matches and they are sorted ("ana.silva12": 4 rows);
 * - only those ten rows are then read with their deciding grant (profiles.grant_id);
 * - with a status filter, from the members per stored status the database keeps
 *   and a walk of that status's index (standing.ts);
 * - any other segment (plan, source, sign-up period, "vence em N dias"), from the
 *   planner's pick of the filters' indexes, with a total counted up to SEGMENT_COUNT_CAP
 *   (`totalAtLeast` beyond it): an exact count of a broad segment would read it whole.
 */
export async function listUsers({
  db,
  segment,
  page,
  pageSize = PAGE_SIZE,
  now = new Date(),
}: {
  db: Db;
  segment: UserSegment;
  page: number;
  pageSize?: number;
  now?: Date;
}): Promise<{ total: number; totalAtLeast?: boolean; rows: UserListRow[] }> {
  const start = (page - 1) * pageSize;
  const { search, status } = segment;
  if (!isPlainSegment(segment)) return listSegment(db, { segment, start, count: pageSize, now });
  if (status) return listStanding(db, { kind: status, search, start, count: pageSize, now });
  const everyone = await countAll(db);
  const total = search ? await countMatching({ db, term: search }) : everyone;
  if (start >= total) return { total, rows: [] };
  const count = Math.min(pageSize, total - start);
  const ids = search
    ? await matchingPageIds(db, { search, everyone, total, start, count })
    : await pageIdsByDay(db, { start, count });
  return { total, rows: await usersWithSubscription(db, ids) };
}

async function listStanding(
  db: Db,
  {
    kind,
    search,
    start,
    count,
    now,
  }: { kind: StandingKind; search: string; start: number; count: number; now: Date },
) {
  if (search) {
    const { total, ids } = await searchStanding(db, { search, kind, start, count, now });
    return { total, rows: await usersWithSubscription(db, ids) };
  }
  const total = await countStanding({ db, kind, now });
  if (start >= total) return { total, rows: [] };
  const ids = await standingPageIds(db, { kind, total, start, count: Math.min(count, total - start), now });
  return { total, rows: await usersWithSubscription(db, ids) };
}

/** Past this many members a segment's total reads "mais de": counting on would read them all. */
export const SEGMENT_COUNT_CAP = 10_000;

async function listSegment(
  db: Db,
  { segment, start, count, now }: { segment: UserSegment; start: number; count: number; now: Date },
) {
  const members = () => db.selectFrom('profiles').where(inSegment(db, segment, now));
  const newestFirst = () =>
    members().select('profiles.id').orderBy('profiles.created_at', 'desc').orderBy('profiles.id', 'desc');
  // With a search the matches are looked up in the trigram indexes whatever the order: one read of
  // the newest SEGMENT_COUNT_CAP + 1 gives the page and the total (two would look them up twice).
  if (segment.search && start + count <= SEGMENT_COUNT_CAP) {
    const ids = (
      await newestFirst()
        .limit(SEGMENT_COUNT_CAP + 1)
        .execute()
    ).map((row) => row.id);
    return capped(ids.length, await usersWithSubscription(db, ids.slice(start, start + count)));
  }
  const [counted, rows] = await Promise.all([
    db
      .selectFrom(
        members()
          .select('profiles.id')
          .limit(SEGMENT_COUNT_CAP + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    newestFirst().limit(count).offset(start).execute(),
  ]);
  return capped(
    Number(counted?.n ?? 0),
    await usersWithSubscription(
      db,
      rows.map((row) => row.id),
    ),
  );
}

/** A segment's page with its total, "at least" past the cap. */
const capped = (n: number, rows: UserListRow[]) =>
  n > SEGMENT_COUNT_CAP ? { total: SEGMENT_COUNT_CAP, totalAtLeast: true, rows } : { total: n, rows };

async function countAll(db: Db) {
  const row = await db.selectFrom('profiles_total').select('n').where('id', '=', 1).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Ids at positions [start, start + count) of the newest-first list of everyone, in that order. */
async function pageIdsByDay(db: Db, { start, count }: { start: number; count: number }) {
  // The newest day whose members, with every newer day's, pass position `start`.
  const day = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('profiles_by_day')
        .select(['day', 'n'])
        .select(sql<number>`sum(n) over (order by day desc rows unbounded preceding)`.as('through'))
        .as('days'),
    )
    .select(['day', 'n', 'through'])
    .where('through', '>', start)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!day) return [];
  // Everyone from the next day on comes before this day's members.
  const newer = Number(day.through) - Number(day.n);
  const rows = await db
    .selectFrom('profiles')
    .select('id')
    .where('created_at', '<', new Date(`${addDays(day.day, 1)}T00:00:00.000Z`))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .offset(start - newer)
    .execute();
  return rows.map((row) => row.id);
}

/** Ids at positions [start, start + count) of the newest-first list of the matches, in that order. */
async function matchingPageIds(
  db: Db,
  {
    search,
    everyone,
    total,
    start,
    count,
  }: { search: string; everyone: number; total: number; start: number; count: number },
) {
  const window = nearerEnd({ total, start, count });
  // Rows the ordered walk reads before it has passed skip + count matches, against the matches
  // the trigram index would list (each read once, then sorted).
  const walk = ((window.skip + count) * everyone) / total;
  return idsInWindow(db, window, () => (walk < total ? memberLike(db, search) : memberContains(db, search)));
}

/** The page's members with their deciding grant (any status), in the order of `ids`. */
async function usersWithSubscription(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('profiles')
    .$call(withDecidingGrant)
    .select([...MEMBER_COLUMNS, 'profiles.access_status', 'profiles.access_ends_at'])
    .where('profiles.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type UserListRow = Awaited<ReturnType<typeof usersWithSubscription>>[number];

/**
 * The exact number of members in a segment at `now`: what a bulk action's confirmation states.
 * Unlike the list's capped total, it reads the whole segment: one count, asked for once, when the
 * admin is about to act on all of them.
 */
export async function countSegment({ db, segment, now }: { db: Db; segment: UserSegment; now: Date }) {
  const row = await db
    .selectFrom('profiles')
    .where(inSegment(db, segment, now))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
