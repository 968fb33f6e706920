import { ACCESS_GIVING_STATUSES } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import type { ExpiryNoticeKind } from '../../../platform/db/schema/expiry-notices';

// The expiry job's notices (expiry_notices): which grants are due one, and the record that one
// was sent, at most once per grant, kind and end.

/** Where the previous batch of a pass stopped: the next one starts after it. */
export type NoticeCursor = { expiresAt: Date; id: string };

/**
 * Grants giving access whose end falls in (from, to] (and after `after`, in (end, id) order)
 * that have no `kind` notice for that end yet, with their member. Only the grant that ends the
 * member's access counts: one outlived by another (a later end, or none) gets no reminder. Walks
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
    .select([
      's.id',
      's.user_id',
      's.plan',
      's.status',
      's.source',
      's.expires_at',
      'p.email',
      'p.full_name',
      'p.email_verified',
    ])
    .where('s.status', 'in', ACCESS_GIVING_STATUSES)
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
            .where('later.status', 'in', ACCESS_GIVING_STATUSES)
            .where((eb) =>
              eb.or([
                eb('later.expires_at', 'is', null),
                eb('later.expires_at', '>', eb.ref('s.expires_at')),
              ]),
            ),
        ),
      ),
    )
    .orderBy('s.expires_at')
    .orderBy('s.id')
    .limit(limit)
    // The window's bounds leave out grants without an end.
    .$narrowType<{ expires_at: Date }>();
  // A pass's later batches skip what its earlier ones walked: without this, each batch of 500
  // probed every notice already sent in the window again
  // (docs/decisions/015-payment-webhooks-and-expiry-job.md).
  if (after)
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('s.expires_at', 's.id'), '>', tuple(after.expiresAt, after.id)),
    );
  return query.execute();
}

/** One grant due a notice, with its member: derived from the query, so they never drift. */
export type NoticeDue = Awaited<ReturnType<typeof listNoticesDue>>[number];

/**
 * The "sent" record: true when this call made it, false when the notice was already recorded
 * (by this process or another). Written in the transaction that queues the e-mail, so the mail
 * exists exactly when the record does.
 */
export async function recordNotice({
  db,
  subscriptionId,
  kind,
  expiresAt,
  now,
}: {
  db: Db;
  subscriptionId: string;
  kind: ExpiryNoticeKind;
  expiresAt: Date;
  now: Date;
}) {
  const row = await db
    .insertInto('expiry_notices')
    .values({ subscription_id: subscriptionId, kind, expires_at: expiresAt, sent_at: now })
    .onConflict((oc) => oc.columns(['subscription_id', 'kind', 'expires_at']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return row !== undefined;
}
