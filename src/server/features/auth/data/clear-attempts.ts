import type { Db } from '../../../platform/db/connection';

/** A success for this e-mail or device: its failures are forgotten. */
export async function clearAttempts({ db, key }: { db: Db; key: string }) {
  await db.deleteFrom('sign_in_throttles').where('key', '=', key).execute();
}
