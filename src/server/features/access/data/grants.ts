import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { GrantSource } from '../../../../shared/constants';
import { ACCESS_GIVING_STATUSES } from '../../../../shared/constants';
import type { SubscriptionView } from '../../../../shared/subscription-rules';
import type { Db } from '../../../platform/db/connection';
import type { Database } from '../../../platform/db/schema/database';
import type { Subscription } from '../../../platform/db/schema/subscriptions';

// Reads of grants (the subscriptions table, each row one grant), the expiry job's status change
// and a deleted member's grants going with them. Every other change to a grant goes through
// writeGrant (write-grant.ts), which audits it and refreshes the member's access.

/** Where a paid grant comes from: the platform whose payment opened it. */
export type PlatformSource = Exclude<GrantSource, 'manual'>;

/** A grant by id (a payment transaction's). */
export function findGrant({ db, grantId }: { db: Db; grantId: string }) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', grantId).executeTakeFirst();
}

type SubscriptionKey = {
  db: Db;
  source: PlatformSource;
  /** The platform's subscription reference (or the transaction of a one-off purchase). */
  reference: string;
  /** The platform's product; a grant older than products were kept names none and matches any. */
  product: string | null;
};

/** Grants of a platform's subscription: its reference within its product (subscriptions_identity_idx). */
const subscriptionGrants = ({ db, source, reference, product }: SubscriptionKey) =>
  db
    .selectFrom('subscriptions')
    .where('subscriptions.source', '=', source)
    .where('subscriptions.reference', '=', reference)
    .where((eb) =>
      product === null
        ? eb.lit(true)
        : eb.or([eb('subscriptions.product', '=', product), eb('subscriptions.product', 'is', null)]),
    );

/** The member's grant of a platform's subscription (what a payment of theirs renews), if any. */
export function findMemberSubscriptionGrant(key: SubscriptionKey & { userId: string }) {
  return subscriptionGrants(key)
    .selectAll('subscriptions')
    .where('subscriptions.user_id', '=', key.userId)
    .orderBy(sql`case when subscriptions.product is null then 1 else 0 end`)
    .executeTakeFirst();
}

/**
 * The grant a subscription's event names (a cancellation, a plan switch, a charge-date change):
 * its reference within its product, and its member's e-mail when the event names one (the
 * buyer), newest first.
 */
export function findSubscriptionGrant(key: SubscriptionKey & { email: string | null }) {
  const { email } = key;
  return subscriptionGrants(key)
    .innerJoin('profiles', 'profiles.id', 'subscriptions.user_id')
    .selectAll('subscriptions')
    .$if(email !== null, (q) => q.where('profiles.email', '=', email ?? ''))
    .orderBy('subscriptions.started_at', 'desc')
    .executeTakeFirst();
}

/** The grants started in [start, end), counted over subscriptions_started_at_idx: a subquery of the overview's days. */
export const countGrantsStarted = (eb: ExpressionBuilder<Database, never>, start: Date, end: Date) =>
  eb
    .selectFrom('subscriptions')
    .select(eb.fn.countAll<number>().as('n'))
    .where('started_at', '>=', start)
    .where('started_at', '<', end);

/** The member's grants, newest first (the admin dialog's history). */
export function listGrants({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A grant as the session and the views carry it. */
export type MemberGrant = Pick<
  Subscription,
  'id' | 'plan' | 'status' | 'source' | 'price' | 'started_at' | 'expires_at'
>;
/** A grant's columns as the views show them, but its id (a join with profiles names that itself). */
export const GRANT_VIEW_COLUMNS = [
  'subscriptions.plan',
  'subscriptions.status',
  'subscriptions.source',
  'subscriptions.price',
  'subscriptions.started_at',
  'subscriptions.expires_at',
] as const;
export const MEMBER_GRANT_COLUMNS = ['subscriptions.id', ...GRANT_VIEW_COLUMNS] as const;

const joinDecidingGrant = (query: SelectQueryBuilder<Database, 'profiles', object>) =>
  query
    .leftJoin('subscriptions', 'subscriptions.id', 'profiles.grant_id')
    .select(['subscriptions.id as subscription_id', ...GRANT_VIEW_COLUMNS]);
type DecidingGrantColumns =
  ReturnType<typeof joinDecidingGrant> extends SelectQueryBuilder<
    Database,
    'profiles' | 'subscriptions',
    infer O
  >
    ? O
    : never;

/**
 * A member query joined with their deciding grant (profiles.grant_id; none: nulls), its columns
 * selected as `subscription_id`, plan, status, source, price, started_at, expires_at: the one way
 * other features read a grant beside a member (the session statement, the admin's lists). Kysely
 * cannot type a join on a generic query, so the concrete one above is reused under its type.
 */
export const withDecidingGrant = <TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB | 'profiles', O>,
) =>
  joinDecidingGrant(query as never) as unknown as SelectQueryBuilder<
    Database,
    TB | 'profiles' | 'subscriptions',
    O & DecidingGrantColumns
  >;

/** The deciding grant a withDecidingGrant row carries, or null when the member has none. */
export function decidingGrantOf(row: DecidingGrantColumns): MemberGrant | null {
  const { subscription_id: id, plan, status, source, price, started_at, expires_at } = row;
  if (id === null || plan === null || status === null || source === null || price === null) return null;
  if (started_at === null) return null;
  return { id, plan, status, source, price, started_at, expires_at };
}

/** The member's deciding grant as their profile names it (any status), or undefined. */
export function getMemberGrant({ db, userId }: { db: Db; userId: string }): Promise<MemberGrant | undefined> {
  return db
    .selectFrom('profiles')
    .innerJoin('subscriptions', 'subscriptions.id', 'profiles.grant_id')
    .select(MEMBER_GRANT_COLUMNS)
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

export function toSubscriptionView(row: MemberGrant): SubscriptionView {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    source: row.source,
    price: Number(row.price),
    startedAt: row.started_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}

/**
 * Grants still giving access by status but already past their end, oldest first
 * (subscriptions_status_expires_idx), with their member.
 */
export async function listLapsed({ db, now, limit }: { db: Db; now: Date; limit: number }) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'user_id'])
    .where('status', 'in', ACCESS_GIVING_STATUSES)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Lapsed grants read Expirada from now on (the expiry job; docs/product.md#plans-and-access). */
export async function markExpired({ db, ids, now }: { db: Db; ids: string[]; now: Date }) {
  if (ids.length === 0) return;
  await db
    .updateTable('subscriptions')
    .set({ status: 'expired', updated_at: now })
    .where('id', 'in', ids)
    .where('status', 'in', ACCESS_GIVING_STATUSES)
    .execute();
}

/**
 * A member being deleted in the caller's transaction: their grants go first (the profile goes
 * next, so there is no access left to refresh). Returns them as they were, for the deletion's
 * audit row.
 */
export async function deleteMemberGrants({ db, userId }: { db: Db; userId: string }) {
  if (!db.isTransaction) throw new Error("deleteMemberGrants: call it inside the deletion's transaction");
  return db
    .deleteFrom('subscriptions')
    .where('user_id', '=', userId)
    .returning(['plan', 'status', 'price', 'expires_at'])
    .execute();
}
