import { sql } from 'kysely';
import type { Db } from '../connection';
import { engineOf } from '../engine';

// PostgreSQL's counters (members in all, by day, by access; revenue by month) are kept in slices,
// one per connection (`pg_backend_pid() % 64`, migrations 0028 and 0032): every new member and
// every payment adds to a counter, and one row per counter made all of them queue for it. Readers
// see the old names, views summing the slices. SQLite keeps one row each (one writer). Two helpers
// for the transactions that hold those rows longest: the payment worker's lanes (fast/README.md).

/** The first key of the advisory lock below, so it shares no key with any other (none yet). */
const COUNTER_SLOT_LOCK = 0x68756201;

/**
 * Two connections may share a slice. One change locks its slice rows in a fixed order (the
 * profile's counters, then access, then revenue), so two changes on one slice only wait for each
 * other. A transaction of several changes (a lane applying several members' payments) may lock
 * them out of that order, and two such transactions sharing a slice could deadlock. Called first
 * in such a transaction, this makes them queue before either holds a slice row. SQLite: nothing.
 */
export async function lockCounterSlot(trx: Db) {
  if (!trx.isTransaction) throw new Error('lockCounterSlot: call it inside a transaction');
  if (engineOf(trx) === 'postgres')
    await sql`select pg_advisory_xact_lock(${sql.lit(COUNTER_SLOT_LOCK)}, pg_backend_pid() % 64)`.execute(
      trx,
    );
}

/**
 * PostgreSQL: this transaction's commit returns without waiting for its WAL to reach the disk
 * (`synchronous_commit = off`, for this transaction only; SQLite in WAL mode with synchronous =
 * NORMAL already commits so). A crash in the next fraction of a second may lose it whole, never
 * half: only for work a queue redoes when it is lost (its claim, committed durably before, comes
 * due again), and whose effects nobody acts on before a later durable commit has flushed it (WAL
 * is flushed in order: the mail worker's claim of a queued e-mail flushes the transaction that
 * queued it). It spares the flush (2–4 ms on the development machine) while the transaction
 * holds the counter rows every new member locks.
 */
export async function commitWithoutFlushWait(trx: Db) {
  if (!trx.isTransaction) throw new Error('commitWithoutFlushWait: call it inside a transaction');
  if (engineOf(trx) === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
}
