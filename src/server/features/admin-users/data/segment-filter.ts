import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { EXPIRY_WARNING_DAYS } from '../../../../shared/constants';
import { addDays, endOfDayInSaoPaulo } from '../../../../shared/sao-paulo-day';
import type { UserSegment } from '../../../../shared/schemas/admin-users';
import type { Db } from '../../../platform/db/connection';
import type { Database } from '../../../platform/db/schema/database';
import { memberContains, memberLike } from './member-search';
import { inStanding } from './standing-filter';

type Profiles = ExpressionBuilder<Database, 'profiles'>;

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
 * Issue 20 §2: the members of a segment at `now`, each filter a condition on the profile (the
 * deciding grant's status, end, plan and source are kept there; sign-up is created_at in São
 * Paulo days). `search`: 'index' looks the term up in the trigram indexes (a page, a count);
 * 'walk' tests it row by row (a walk in created_at order that reads on anyway: the CSV, the bulk job).
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
