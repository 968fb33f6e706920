import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { ACCESS_GIVING_STATUSES } from '../../../shared/constants';
import { dayInSaoPaulo } from '../../../shared/sao-paulo-day';
import { givesAccess as givesAccessRule } from '../../../shared/subscription-rules';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema/database';
import type { Subscription } from '../../platform/db/schema/subscriptions';
import { lockedForUpdate } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';

// A member has access while any grant is active (or cancelled at the end of its period) and not
// past its end (docs/decisions/016-access-as-grants.md). The grant that decides it is kept on the
// profile, so every view reads one row: the one giving access the longest (no end first), else
// the one that changed last. While a grant gives access, time alone never changes which decides
// (grants lapse in end order, the deciding one last); once it lapses the expiry job marks it,
// which is a change. So the profile is rewritten only when a grant changes: here, in that
// change's transaction (between a lapse and the job's pass it still names the lapsed grant).

export const USER_NOT_FOUND = 'Usuário não encontrado.';

type Profiles = ExpressionBuilder<Database, 'profiles'>;

/**
 * The rule in SQL, over a status and an end column: a grant's own (subscriptions.status,
 * expires_at) or the profile's copy of its deciding one (access_status, access_ends_at). The one
 * SQL form of what the shared givesAccess decides on a row; the counters' triggers (migrations
 * 0014 and 0030) were written from it.
 */
const accessRule = (status: string, endsAt: string, now: Date) =>
  sql<SqlBool>`(${sql.ref(status)} in (${sql.join(ACCESS_GIVING_STATUSES)}) and (${sql.ref(endsAt)} is null or ${sql.ref(endsAt)} > ${now}))`;

/** The grant gives access at `now`. */
export const givesAccess = (now: Date) => accessRule('subscriptions.status', 'subscriptions.expires_at', now);

/** The member, locked for the rest of the transaction (two changes to one member never interleave). */
export async function lockMember(trx: Db, userId: string) {
  const member = await lockedForUpdate(
    trx,
    trx.selectFrom('profiles').select(['id', 'email']).where('id', '=', userId),
  ).executeTakeFirst();
  if (!member) throw new AppError(404, USER_NOT_FOUND, 'user_not_found');
  return member;
}

/** The grant deciding the member's access now (the rule above), or undefined when they have none. */
export function decidingGrant(db: Db, userId: string, now: Date) {
  const access = givesAccess(now);
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.case().when(access).then(0).else(1).end())
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.and([access, eb('expires_at', 'is', null)]))
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy((eb) => eb.case().when(access).then(eb.ref('expires_at')).end(), 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Writes the member's deciding grant, its status, end and plan on their profile; returns that grant.
 * `sole`: the member's only grant, known to the caller (one just added for a member this
 * transaction created), which decides without being looked for.
 */
export async function refreshMemberAccess(trx: Db, userId: string, now: Date, sole?: Subscription) {
  const grant = sole ?? (await decidingGrant(trx, userId, now));
  await trx
    .updateTable('profiles')
    .set((eb) => ({
      grant_id: grant?.id ?? null,
      access_status: grant?.status ?? 'never',
      access_ends_at: grant?.expires_at ?? null,
      access_plan: grant?.plan ?? null,
      access_source: grant?.source ?? null,
      ...(grant ? accessHistory(eb, grant, now) : stoppedAt(eb, now, gaveAccess(now))),
    }))
    .where('id', '=', userId)
    .execute();
  return grant;
}

/**
 * For the overview's members won and lost per month (docs/decisions/022-revenue-from-payments.md):
 * the first grant's start is kept once (every grant is added through writeGrant, which refreshes
 * here, so the first refresh with a grant sees the member's first one). access_lost_at is the
 * deciding grant's end while its status gives access (time alone then ends it); once it does not
 * (refunded, ended, expired) or no grant is left (the last one removed), the moment access
 * stopped: now or its earlier end, kept from the refresh that took the access away. Each with its
 * São Paulo month, which triggers count in access_months (migration 0030). Reads the profile's
 * columns as they were before this update (SQL's SET sees the old row).
 */
function accessHistory(eb: Profiles, grant: Subscription, now: Date) {
  const first = {
    first_access_at: eb.fn.coalesce('first_access_at', eb.val(grant.started_at)),
    first_access_month: eb.fn.coalesce('first_access_month', eb.val(monthOf(grant.started_at))),
  };
  if (grant.status === 'active' || grant.status === 'cancelled')
    return {
      ...first,
      access_lost_at: grant.expires_at,
      access_lost_month: grant.expires_at && monthOf(grant.expires_at),
    };
  const stopped = grant.expires_at && grant.expires_at < now ? grant.expires_at : now;
  return {
    ...first,
    ...stoppedAt(eb, stopped, eb.or([eb('access_lost_at', 'is', null), gaveAccess(now)])),
  };
}

/** The profile as it was gave access at `now`. */
const gaveAccess = (now: Date) => accessRule('access_status', 'access_ends_at', now);

/** Access stopped at `at` when `had` (it went on until this change), else it stopped before: kept. */
const stoppedAt = (eb: Profiles, at: Date, had: Expression<SqlBool>) => ({
  access_lost_at: eb.case().when(had).then(eb.val(at)).else(eb.ref('access_lost_at')).end(),
  access_lost_month: eb
    .case()
    .when(had)
    .then(eb.val(monthOf(at)))
    .else(eb.ref('access_lost_month'))
    .end(),
});

/** The São Paulo month of an instant, 'YYYY-MM' (access_months' key). */
const monthOf = (instant: Date) => dayInSaoPaulo(instant).slice(0, 7);

/** Whether a grant gives access now (the shared rule, on a row). */
export const grantGivesAccess = (
  grant: Pick<Subscription, 'status' | 'expires_at'> | null | undefined,
  now = new Date(),
) => !!grant && givesAccessRule(grant.status, grant.expires_at, now);
