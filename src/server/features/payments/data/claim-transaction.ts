import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

type TransactionKey = { platform: PaymentPlatform; transactionId: string };
type State = 'granted' | 'revoked';

/**
 * Records that a payment was granted or revoked, unless something was already recorded for it.
 * Returns null when this call recorded it, else what was there. One statement: of two events for
 * one payment arriving at once, one records and the other sees its (committed) result.
 */
export async function claimTransaction(db: Db, key: TransactionKey & { state: State; now: Date }) {
  const inserted = await db
    .insertInto('payment_transactions')
    .values({
      platform: key.platform,
      transaction_id: key.transactionId,
      state: key.state,
      user_id: null,
      updated_at: key.now,
    })
    .onConflict((oc) => oc.columns(['platform', 'transaction_id']).doNothing())
    .returning('state')
    .executeTakeFirst();
  if (inserted) return null;
  return db
    .selectFrom('payment_transactions')
    .select(['state', 'user_id'])
    .where('platform', '=', key.platform)
    .where('transaction_id', '=', key.transactionId)
    .executeTakeFirstOrThrow();
}

/**
 * A granted payment taken back; returns its row (with the member it had granted to), or
 * undefined when it was not in the granted state any more.
 */
export async function revokeTransaction(db: Db, key: TransactionKey & { now: Date }) {
  return db
    .updateTable('payment_transactions')
    .set({ state: 'revoked', updated_at: key.now })
    .where('platform', '=', key.platform)
    .where('transaction_id', '=', key.transactionId)
    .where('state', '=', 'granted')
    .returning('user_id')
    .executeTakeFirst();
}

/** Which member a payment was for, once known. */
export async function setTransactionMember(db: Db, key: TransactionKey & { userId: string }) {
  await db
    .updateTable('payment_transactions')
    .set({ user_id: key.userId })
    .where('platform', '=', key.platform)
    .where('transaction_id', '=', key.transactionId)
    .execute();
}
