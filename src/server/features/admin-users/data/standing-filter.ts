import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { DAY_MS, EXPIRY_WARNING_DAYS } from '../../../../shared/constants';
import type { StandingKind } from '../../../../shared/subscription-rules';
import type { Database } from '../../../platform/db/schema/database';

// Issue 17 §5: the list's status filter, as conditions on the profile's deciding grant
// (access_status, access_ends_at). Exact at `now`, as standingOf words each member: a grant whose
// end passed reads expired before the expiry job marks it.

type Profiles = ExpressionBuilder<Database, 'profiles'>;

/**
 * The instant after which an active grant is no longer "expiring": SPEC §9's 7-day warning, or the
 * segment's "vence em N dias" (issue 20 §2).
 */
export const warningEnd = (now: Date, days = EXPIRY_WARNING_DAYS) => new Date(now.getTime() + days * DAY_MS);

/** Members whose stored status still gives access but whose end has passed (not yet marked). */
export const lapsedUnmarked = (eb: Profiles, now: Date) =>
  eb.and([
    eb('profiles.access_status', 'in', ['active', 'cancelled']),
    eb('profiles.access_ends_at', '<=', now),
  ]);

/** The end as conditions read it: the column, or (walks) an expression no index can serve. */
type EndsAt = Expression<Date | null>;
const endsColumn = (eb: Profiles): EndsAt => eb.ref('profiles.access_ends_at');

const endsAfter = (eb: Profiles, at: Date, ends: EndsAt) => eb.or([eb(ends, 'is', null), eb(ends, '>', at)]);

/**
 * Members of a standing among those whose stored status is `access_status`: for 'expired', the
 * part marked so (lapsedUnmarked adds the rest). Each is one equality on profiles_access_status_idx,
 * so a page is a walk of that index, newest first.
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
