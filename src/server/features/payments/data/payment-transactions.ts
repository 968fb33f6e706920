import type { Plan } from '../../../../shared/constants';
import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';
import type { HeldAccess, KeptPeriod, PaidPeriod } from '../../access';

// What each payment did (payment_transactions): granted or revoked, for which member and grant,
// so replays and out-of-order deliveries end in the right state; the period it bought of its
// grant, and whether the buyer disputes it (docs/decisions/027-paid-periods.md).

/** A payment as its platform names it (payment_transactions' key). */
export type TransactionKey = { platform: PaymentPlatform; transactionId: string };

/**
 * Records that a payment was granted or revoked, unless something was already recorded for it.
 * Returns null when this call recorded it, else what was there. One statement: of two events for
 * one payment arriving at once, one records and the other sees its (committed) result.
 */
export async function claimTransaction({
  db,
  platform,
  transactionId,
  state,
  now,
}: TransactionKey & { db: Db; state: 'granted' | 'revoked'; now: Date }) {
  const inserted = await db
    .insertInto('payment_transactions')
    .values({ platform, transaction_id: transactionId, state, user_id: null, updated_at: now })
    .onConflict((oc) => oc.columns(['platform', 'transaction_id']).doNothing())
    .returning('state')
    .executeTakeFirst();
  if (inserted) return null;
  return db
    .selectFrom('payment_transactions')
    .select(['state', 'user_id', 'grant_id', 'disputed_at'])
    .where('platform', '=', platform)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();
}

/** Which member and grant a payment was for, and the period it bought, once known. */
export async function recordPeriod({
  db,
  platform,
  transactionId,
  userId,
  grantId,
  plan,
  amount,
  recurrence,
  period,
  now,
}: TransactionKey & {
  db: Db;
  userId: string;
  grantId: string;
  plan: Plan;
  amount: number;
  recurrence: number | null;
  period: PaidPeriod;
  now: Date;
}) {
  await db
    .updateTable('payment_transactions')
    .set({
      user_id: userId,
      grant_id: grantId,
      plan,
      amount,
      recurrence,
      paid_at: now,
      starts_at: period.startsAt,
      ends_at: period.endsAt,
    })
    .where('platform', '=', platform)
    .where('transaction_id', '=', transactionId)
    .execute();
}

/**
 * A granted payment taken back; returns its row (with the member and grant it had granted, and
 * its period), or undefined when it was not in the granted state any more.
 */
export async function revokeTransaction({
  db,
  platform,
  transactionId,
  now,
}: TransactionKey & { db: Db; now: Date }) {
  return db
    .updateTable('payment_transactions')
    .set({ state: 'revoked', updated_at: now })
    .where('platform', '=', platform)
    .where('transaction_id', '=', transactionId)
    .where('state', '=', 'granted')
    .returning(['user_id', 'grant_id', 'starts_at', 'ends_at', 'suspended_status', 'suspended_ends_at'])
    .executeTakeFirst();
}

/** The periods of a grant still paid for (granted, disputed or not). */
export async function stillPaidPeriods({ db, grantId }: { db: Db; grantId: string }): Promise<KeptPeriod[]> {
  // Read by their own names: SQLite's dates come back as Date by the *_at convention.
  const rows = await db
    .selectFrom('payment_transactions')
    .select(['starts_at', 'ends_at'])
    .where('grant_id', '=', grantId)
    .where('state', '=', 'granted')
    .execute();
  return rows.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
}

/**
 * A granted payment's dispute mark (Em disputa) set from now (`disputed`: the buyer asked for the
 * money back) or cleared (the platform confirmed the payment again). Returns its member and grant,
 * or undefined when it is not granted or the mark was already so.
 */
export function setDisputed({
  db,
  platform,
  transactionId,
  disputed,
  now,
}: TransactionKey & { db: Db; disputed: boolean; now: Date }) {
  return db
    .updateTable('payment_transactions')
    .set({ disputed_at: disputed ? now : null, updated_at: now })
    .where('platform', '=', platform)
    .where('transaction_id', '=', transactionId)
    .where('state', '=', 'granted')
    .where('disputed_at', disputed ? 'is' : 'is not', null)
    .returning(['user_id', 'grant_id', 'suspended_status', 'suspended_ends_at'])
    .executeTakeFirst();
}

/**
 * What a dispute's suspension took from the payment's grant (`held`), kept on the payment to give
 * back; null clears it once given back.
 */
export async function holdSuspendedAccess({
  db,
  platform,
  transactionId,
  held,
}: TransactionKey & { db: Db; held: HeldAccess | null }) {
  await db
    .updateTable('payment_transactions')
    .set({ suspended_status: held?.status ?? null, suspended_ends_at: held?.expires_at ?? null })
    .where('platform', '=', platform)
    .where('transaction_id', '=', transactionId)
    .execute();
}

/** The access a payment's suspension holds, as resumeGrant takes it; null: none held. */
export const heldAccessOf = (row: {
  suspended_status: HeldAccess['status'] | null;
  suspended_ends_at: Date | null;
}): HeldAccess | null =>
  row.suspended_status === null ? null : { status: row.suspended_status, expires_at: row.suspended_ends_at };

/** The grant's latest period ends on `until` (the platform moved the next charge). */
export async function moveLatestPeriodEnd({ db, grantId, until }: { db: Db; grantId: string; until: Date }) {
  const latest = await db
    .selectFrom('payment_transactions')
    .select(['platform', 'transaction_id'])
    .where('grant_id', '=', grantId)
    .where('state', '=', 'granted')
    .where('starts_at', 'is not', null)
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return;
  await db
    .updateTable('payment_transactions')
    .set({ ends_at: until })
    .where('platform', '=', latest.platform)
    .where('transaction_id', '=', latest.transaction_id)
    .execute();
}

/** The grant a payment opened or extended, if any. */
export async function findTransactionGrant({ db, platform, transactionId }: TransactionKey & { db: Db }) {
  const row = await db
    .selectFrom('payment_transactions')
    .select('grant_id')
    .where('platform', '=', platform)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row?.grant_id ?? null;
}
