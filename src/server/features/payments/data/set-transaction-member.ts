import type { Db } from '../../../platform/db/connection';
import type { TransactionKey } from './claim-transaction';

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
