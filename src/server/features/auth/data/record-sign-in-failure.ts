import type { Db } from '../../../platform/db/connection';

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
