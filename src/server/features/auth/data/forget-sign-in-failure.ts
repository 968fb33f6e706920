import type { Db } from '../../../platform/db/connection';

/** This IP signed in to the account (or its attempt got no verdict): it is no attacker of it. */
export async function forgetSignInFailure({ db, email, ip }: { db: Db; email: string; ip: string }) {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).where('ip', '=', ip).execute();
}
