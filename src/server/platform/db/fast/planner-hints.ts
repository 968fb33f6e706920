import { sql } from 'kysely';
import type { Db } from '../connection';
import { engineOf } from '../engine';
import { inTransaction } from '../transaction';

/**
 * Runs `work` with PostgreSQL's planner told to read index ranges (no sequential scan, no
 * parallel workers). It takes two conditions as independent when they are not (a profile's stored
 * status and its end: most past ends belong to members already marked expired), expects a large
 * share of the table and scans all of it, or walks a whole index, for what is a few rows of one
 * range: 190 ms against 0.03 at a million members (bench/README.md). SQLite needs no hint.
 */
export async function readingIndexRanges<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work(db);
  return inTransaction(db, async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return work(trx);
  });
}

/**
 * Runs `work` with PostgreSQL's planner told to join by probing indexes (no hash or merge join,
 * no parallel workers):
 * a keyset page walking a date range and checking each row through an index stops after a page
 * of matches, where a hash join reads every match of the condition first. Its estimate of how
 * far the walk goes is poor when the cursor is near an end: "Mais recentes" on a search for two
 * common words took 64 ms by hash join, then 84 ms split over two workers, against 8 ms walking
 * (bench/README.md, keyset paging).
 * SQLite needs no hint.
 */
export async function probingIndexes<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work(db);
  return inTransaction(db, async (trx) => {
    await sql`set local enable_hashjoin = off`.execute(trx);
    await sql`set local enable_mergejoin = off`.execute(trx);
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return work(trx);
  });
}
