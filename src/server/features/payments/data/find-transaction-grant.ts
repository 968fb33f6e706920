import type { Db } from '../../../platform/db/connection';
import type { TransactionKey } from './claim-transaction';

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
