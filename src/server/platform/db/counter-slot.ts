import { sql } from 'kysely';
import type { Db } from './connection';
import { engineOf } from './engine';

/** The first key of the advisory lock below, so it shares no key with any other (none yet). */
const COUNTER_SLOT_LOCK = 0x68756201;

/**
 * PostgreSQL's counters are kept in slices, one per connection (`pg_backend_pid() % 64`,
 * migrations 0028 and 0032), and two connections may share a slice. One change locks its slice
 * rows in a fixed order (the profile's counters, then access, then revenue), so two changes on
 * one slice only wait for each other. A transaction of several changes (a lane applying several
 * members' payments) may lock them out of that order, and two such transactions sharing a slice
 * could deadlock. Called first in such a transaction, this makes them queue before either holds
 * a slice row. SQLite: nothing (one writer).
 */
export async function lockCounterSlot(trx: Db) {
  if (!trx.isTransaction) throw new Error('lockCounterSlot: call it inside a transaction');
  if (engineOf(trx) === 'postgres')
    await sql`select pg_advisory_xact_lock(${sql.lit(COUNTER_SLOT_LOCK)}, pg_backend_pid() % 64)`.execute(
      trx,
    );
}
