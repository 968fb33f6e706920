import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';

/** The reserved attempt did not fail (a success on a shared key, or no verdict): uncount it. */
export async function refundAttempt({ db, key }: { db: Db; key: string }) {
  await db
    .updateTable('sign_in_throttles')
    .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}
