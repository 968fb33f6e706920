import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';

/** Any fixed number: the advisory lock every process of a cluster takes for the expiry pass. */
const EXPIRY_LOCK_KEY = 7_215_042_001;

/**
 * On PostgreSQL, whether this transaction holds the cluster's expiry lock (taken without waiting,
 * released at commit): while one process works through a batch, the others skip it. SQLite runs
 * one transaction at a time anyway. The sent records are what guarantee once; the lock saves the
 * others the work.
 */
export async function tryExpiryLock(trx: Db) {
  if (engineOf(trx) !== 'postgres') return true;
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${sql.lit(EXPIRY_LOCK_KEY)}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}
