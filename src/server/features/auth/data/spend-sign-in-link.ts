import type { Db } from '../../../platform/db/connection';

/** A sign-in link let its sign-in through: it never works again. */
export async function spendSignInLink({ db, identifier }: { db: Db; identifier: string }) {
  await db.deleteFrom('verifications').where('identifier', '=', identifier).execute();
}
