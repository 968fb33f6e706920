import type { Db } from '../../../platform/db/connection';
import type { ExpiryNoticeKind } from '../../../platform/db/schema/expiry-notices';

/** Where the previous batch of a pass stopped: the next one starts after it. */
export type NoticeCursor = { expiresAt: Date; id: string };

/**
 * Active subscriptions whose expiry falls in (from, to] (and after `after`, in (expiry, id)
 * order) that have no `kind` notice for that expiry yet, with their member. Only a member's current period counts: a row outlived by another
 * active one of the same member (a later expiry) gets no reminder. Walks
 * subscriptions_status_expires_idx; the notice and the later row are primary-key and
 * subscriptions_active_lookup_idx probes.
 */
export async function listNoticesDue({
  db,
  kind,
  from,
  to,
  limit,
  after,
}: {
  db: Db;
  kind: ExpiryNoticeKind;
  from: Date;
  to: Date;
  limit: number;
  after?: NoticeCursor;
}) {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('profiles as p', 'p.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.plan', 's.expires_at', 'p.email', 'p.full_name', 'p.email_verified'])
    .where('s.status', '=', 'active')
    .where('s.expires_at', '>', from)
    .where('s.expires_at', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('expiry_notices as n')
            .select('n.kind')
            .whereRef('n.subscription_id', '=', 's.id')
            .where('n.kind', '=', kind)
            .whereRef('n.expires_at', '=', 's.expires_at'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscriptions as later')
            .select('later.id')
            .whereRef('later.user_id', '=', 's.user_id')
            .where('later.status', '=', 'active')
            .whereRef('later.expires_at', '>', 's.expires_at'),
        ),
      ),
    )
    .orderBy('s.expires_at')
    .orderBy('s.id')
    .limit(limit);
  // A pass's later batches skip what its earlier ones walked: without this, each batch of 500
  // probed every notice already sent in the window again (decision 015).
  if (after)
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('s.expires_at', 's.id'), '>', tuple(after.expiresAt, after.id)),
    );
  return query.execute();
}

/** One subscription due a notice, with its member: derived from the query, so they never drift. */
export type NoticeDue = Awaited<ReturnType<typeof listNoticesDue>>[number];
