import type { Db } from '../../../platform/db/connection';
import type { TransactionKey } from './claim-transaction';

/** Which member a payment was for, once known. */
export async function setTransactionMember({
  db,
  platform,
  transactionId,
  userId,
}: TransactionKey & { db: Db; userId: string }) {
  await db
    .updateTable('payment_transactions')
    .set({ user_id: userId })
    .where('platform', '=', platform)
    .where('transaction_id', '=', transactionId)
    .execute();
}
