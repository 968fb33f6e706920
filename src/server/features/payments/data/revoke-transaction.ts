import type { Db } from '../../../platform/db/connection';
import type { TransactionKey } from './claim-transaction';

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
