import type { Db } from '../../../platform/db/connection';

/** The e-mail an unexpired, unspent sign-in link was made for, or null. */
export async function findSignInLink({
  db,
  identifier,
  now = new Date(),
}: {
  db: Db;
  identifier: string;
  now?: Date;
}): Promise<string | null> {
  const row = await db
    .selectFrom('verifications')
    .select('value')
    .where('identifier', '=', identifier)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.value ?? null;
}
