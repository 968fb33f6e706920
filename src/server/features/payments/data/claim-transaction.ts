import type { PaymentPlatform } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

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
