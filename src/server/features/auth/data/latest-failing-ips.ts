import type { Db } from '../../../platform/db/connection';

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
