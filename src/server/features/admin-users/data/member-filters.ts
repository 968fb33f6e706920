import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { ACCESS_GIVING_STATUSES, DAY_MS, EXPIRY_WARNING_DAYS } from '../../../../shared/constants';
import { addDays, endOfDayInSaoPaulo } from '../../../../shared/sao-paulo-day';
import type { UserSegment } from '../../../../shared/schemas/admin-users';
import type { StandingKind } from '../../../../shared/subscription-rules';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';
import { FOLD_FROM, FOLD_TO } from '../../../platform/db/migrations/frozen/fold-name-sql';
import type { Database } from '../../../platform/db/schema/database';
import { normalizeSearchText } from '../../../platform/db/text-search';

// The conditions that narrow the members list, its CSV and the bulk actions: the search (by
// e-mail or name), the standing (status filter) and the segment that combines them with plan,
// source and sign-up period. Each is a condition on profiles, exact at `now`.

// The users list's search: a member whose e-mail or name contains the
// term, case-insensitive, and for names accent-insensitive ("goncalves" finds "Gonçalves").
// Both through trigram indexes: on PostgreSQL pg_trgm's GIN on the e-mail and on the name folded
// by FOLDED_NAME (migration 0031: the query must use the indexed expression's very text); on
// SQLite the FTS5 trigram tables profiles_email_fts (0004) and profiles_name_fts (0031, which folds
// accents itself). Trigrams need 3 characters: shorter fragments read every member
// (docs/decisions/011-admin-at-a-million-members.md).
// E-mails are stored lowercased (Better Auth and our schemas lowercase them), and so is the search
// (userSearchField), so a plain LIKE is case-insensitive: ILIKE would fold the case of every row it
// reads again, several times slower on a broad search.

const MIN_TRIGRAM = 3;
const FOLDED_NAME = sql`translate(lower(profiles.full_name), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (text: string) => `%${escapeLike(text)}%`;
const ftsPhrase = (term: string) => `"${term.toLowerCase().replaceAll('"', '""')}"`;
const usesFts = (db: Db, term: string) => engineOf(db) === 'sqlite' && [...term].length >= MIN_TRIGRAM;
const ftsRowids = (table: 'profiles_email_fts' | 'profiles_name_fts', term: string) =>
  sql`select rowid from ${sql.table(table)} where ${sql.table(table)} match ${ftsPhrase(term)}`;

const emailLike = (term: string) =>
  sql<SqlBool>`profiles.email like ${likePattern(term.toLowerCase())} escape '\\'`;

/** The name, without case or accents, contains the term (three characters or more). */
function nameContains(db: Db, term: string): Expression<SqlBool> {
  if (engineOf(db) === 'postgres')
    return sql<SqlBool>`${FOLDED_NAME} like ${likePattern(normalizeSearchText(term))} escape '\\'`;
  // SQLite: the FTS table's matches, looked up once per statement (it folds accents; a
  // function folding each row in JavaScript would cost a walk ten times over).
  return sql<SqlBool>`profiles.rowid in (${ftsRowids('profiles_name_fts', term)})`;
}

/**
 * The e-mail LIKE the term or the name containing it: what an ordered walk filters by (dense
 * matches, the CSV). Names are searched from three characters: a shorter fragment has no trigram,
 * and folding every member's name for it would read the whole table (1.8 s at a million on
 * PostgreSQL); e-mails are still searched by any fragment, as before.
 */
export function memberLike(db: Db, term: string): Expression<SqlBool> {
  if ([...term].length < MIN_TRIGRAM) return emailLike(term);
  return sql<SqlBool>`(${emailLike(term)} or ${nameContains(db, term)})`;
}

/** The same condition answered from the trigram indexes (a page of sparse matches). */
export function memberContains(db: Db, term: string): Expression<SqlBool> {
  if (!usesFts(db, term)) return memberLike(db, term);
  return sql<SqlBool>`profiles.rowid in (${ftsRowids('profiles_email_fts', term)} union ${ftsRowids('profiles_name_fts', term)})`;
}

/** How many members match: on SQLite the two FTS tables alone answer (they mirror profiles). */
export async function countMatching({ db, term }: { db: Db; term: string }) {
  const query = usesFts(db, term)
    ? sql<{ n: number | string }>`select count(*) as n from (${ftsRowids('profiles_email_fts', term)}
        union ${ftsRowids('profiles_name_fts', term)})`
    : sql<{ n: number | string }>`select count(*) as n from profiles where ${memberLike(db, term)}`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}

// The list's status filter, as conditions on the profile's deciding grant
// (access_status, access_ends_at). Exact at `now`, as standingOf words each member: a grant whose
// end passed reads expired before the expiry job marks it.

type Profiles = ExpressionBuilder<Database, 'profiles'>;

/**
 * The instant after which an active grant is no longer "expiring": the 7-day warning
 * (EXPIRY_WARNING_DAYS), or the segment's "vence em N dias".
 */
const warningEnd = (now: Date, days = EXPIRY_WARNING_DAYS) => new Date(now.getTime() + days * DAY_MS);

/** Members whose stored status still gives access but whose end has passed (not yet marked). */
export const lapsedUnmarked = (eb: Profiles, now: Date) =>
  eb.and([
    eb('profiles.access_status', 'in', ACCESS_GIVING_STATUSES),
    eb('profiles.access_ends_at', '<=', now),
  ]);

/** The end as conditions read it: the column, or (walks) an expression no index can serve. */
type EndsAt = Expression<Date | null>;
const endsColumn = (eb: Profiles): EndsAt => eb.ref('profiles.access_ends_at');

const endsAfter = (eb: Profiles, at: Date, ends: EndsAt) => eb.or([eb(ends, 'is', null), eb(ends, '>', at)]);

/**
 * Members of a standing among those whose stored status is `access_status`: for 'expired', the part
 * marked so (lapsedUnmarked adds the rest). Each is one equality on profiles_access_status_idx, so
 * a page is a walk of that index, newest first.
 */
export function withinStatus(
  eb: Profiles,
  kind: StandingKind,
  now: Date,
  expiringDays = EXPIRY_WARNING_DAYS,
  ends: EndsAt = endsColumn(eb),
): Expression<SqlBool> {
  switch (kind) {
    case 'active':
      return eb.and([eb('profiles.access_status', '=', 'active'), endsAfter(eb, warningEnd(now), ends)]);
    case 'expiring':
      return eb.and([
        eb('profiles.access_status', '=', 'active'),
        eb(ends, '>', now),
        eb(ends, '<=', warningEnd(now, expiringDays)),
      ]);
    case 'cancelled':
      return eb.and([eb('profiles.access_status', '=', 'cancelled'), endsAfter(eb, now, ends)]);
    default:
      return eb('profiles.access_status', '=', kind);
  }
}

/** Every member of a standing at `now` (the search, the segments and the CSV filter with it). */
export const inStanding = (
  eb: Profiles,
  kind: StandingKind,
  now: Date,
  expiringDays = EXPIRY_WARNING_DAYS,
) =>
  kind === 'expired'
    ? eb.or([withinStatus(eb, kind, now), lapsedUnmarked(eb, now)])
    : withinStatus(eb, kind, now, expiringDays);

/**
 * Whether only the search and a standing narrow the list (the 7-day "vence em"): the paths with an
 * exact total from kept counters serve it (list-users.ts). Any other filter is a segment.
 */
export const isPlainSegment = (segment: UserSegment) =>
  !segment.plan &&
  !segment.source &&
  !segment.from &&
  !segment.to &&
  (segment.status !== 'expiring' || segment.days === EXPIRY_WARNING_DAYS);

/** The instant a São Paulo day starts (the end of the day before, plus a millisecond). */
const startOfDay = (day: string) => new Date(endOfDayInSaoPaulo(addDays(day, -1)).getTime() + 1);

/**
 * The members of a segment at `now` (docs/decisions/023-member-segments.md), each filter a
 * condition on the profile (the deciding grant's status, end, plan and source are kept there;
 * sign-up is created_at in São Paulo days). `search`: 'index' looks the term up in the trigram
 * indexes (a page, a count); 'walk' tests it row by row (a walk in created_at order that reads on
 * anyway: the CSV, the bulk job).
 */
export function inSegment(db: Db, segment: UserSegment, now: Date, search: 'index' | 'walk' = 'index') {
  return (eb: Profiles): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (segment.status) conditions.push(inStanding(eb, segment.status, now, segment.days));
    if (segment.plan) conditions.push(eb('profiles.access_plan', '=', segment.plan));
    if (segment.source) conditions.push(eb('profiles.access_source', '=', segment.source));
    if (segment.from) conditions.push(eb('profiles.created_at', '>=', startOfDay(segment.from)));
    if (segment.to) conditions.push(eb('profiles.created_at', '<=', endOfDayInSaoPaulo(segment.to)));
    if (segment.search)
      conditions.push(
        search === 'index' ? memberContains(db, segment.search) : memberLike(db, segment.search),
      );
    return eb.and(conditions);
  };
}
