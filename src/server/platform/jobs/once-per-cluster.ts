import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { engineOf } from '../db/engine';
import { inTransaction } from '../db/transaction';

/**
 * Runs `work` in a transaction that holds the cluster's advisory lock `lockKey` (PostgreSQL,
 * taken without waiting, released at commit), or returns null when another process holds it:
 * while one process works through a scheduled job's batch, the others skip it. SQLite runs one
 * transaction at a time anyway. The lock saves the others the work; what guarantees "once" is
 * the job's own records.
 */
export async function oncePerCluster<T>({
  db,
  lockKey,
  work,
}: {
  db: Db;
  /** Any fixed number, one per job. */
  lockKey: number;
  work: (trx: Db) => Promise<T>;
}): Promise<T | null> {
  return inTransaction(db, async (trx) => {
    if (engineOf(trx) === 'postgres') {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${sql.lit(lockKey)}) as locked`.execute(trx);
      if (rows[0]?.locked !== true) return null;
    }
    return work(trx);
  });
}
