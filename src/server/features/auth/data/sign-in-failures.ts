import type { Db } from '../../../platform/db/connection';

// Sign-in failures per (account, IP) within the account-wide brake's window: how many distinct
// IPs failed on one account (docs/decisions/017-sign-in-brakes.md).

/**
 * Notes a failed (or about to be tried) sign-in of this account from this IP, and prunes every
 * pair quiet since `forgetBefore`: the table only ever holds one window of failures.
 */
export async function recordSignInFailure({
  db,
  email,
  ip,
  now,
  forgetBefore,
}: {
  db: Db;
  email: string;
  ip: string;
  now: number;
  forgetBefore: number;
}) {
  await db
    .insertInto('sign_in_failures')
    .values({ email, ip, failed_at: now })
    .onConflict((oc) => oc.columns(['email', 'ip']).doUpdateSet({ failed_at: now }))
    .execute();
  await db.deleteFrom('sign_in_failures').where('failed_at', '<', forgetBefore).execute();
}

/** This IP signed in to the account (or its attempt got no verdict): it is no attacker of it. */
export async function forgetSignInFailure({ db, email, ip }: { db: Db; email: string; ip: string }) {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).where('ip', '=', ip).execute();
}

/**
 * When the account's distinct failing IPs since `since` last failed, newest first, at most
 * `limit` of them (one row per IP, so each time is a distinct IP).
 */
export async function latestFailingIps({
  db,
  email,
  since,
  limit,
}: {
  db: Db;
  email: string;
  since: number;
  limit: number;
}): Promise<number[]> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .where('email', '=', email)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.failed_at));
}
