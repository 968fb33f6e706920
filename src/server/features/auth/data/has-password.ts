import type { Db } from '../../../platform/db/connection';

/** Whether the account has a password (a credential account with one): a buyer's may not yet. */
export async function hasPassword({ db, userId }: { db: Db; userId: string }) {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
