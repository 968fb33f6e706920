import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

// What each payment did (payment_transactions): granted or revoked, for which member and grant,
// so replays and out-of-order deliveries end in the right state.

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
    .select(['state', 'user_id'])
    .where('platform', '=', platform)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();
}

/** Which member and grant a payment was for, once known. */
export async function setTransactionMember({
  db,
  platform,
  transactionId,
  userId,
  grantId,
}: TransactionKey & { db: Db; userId: string; grantId: string }) {
  await db
    .updateTable('payment_transactions')
    .set({ user_id: userId, grant_id: grantId })
    .where('platform', '=', platform)
    .where('transaction_id', '=', transactionId)
    .execute();
}

/**
 * A granted payment taken back; returns its row (with the member and grant it had granted), or
 * undefined when it was not in the granted state any more.
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
    .returning(['user_id', 'grant_id'])
    .executeTakeFirst();
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
