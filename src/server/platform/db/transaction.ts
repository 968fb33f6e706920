import type { DatabaseKind, Db } from './connection';
import { engineOf } from './engine';

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one: data functions that
 * must be atomic stay atomic when a larger change (a webhook, an admin action) composes them.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Locks the rows a select reads until commit on PostgreSQL. SQLite has no FOR UPDATE and needs
 * none: the app's one connection runs one transaction at a time.
 */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(db: Db, query: Q): Q {
  return engineOf(db) === 'postgres' ? query.forUpdate() : query;
}

/**
 * A queue's due rows as a claim may take them: on PostgreSQL locked, skipping rows another
 * process's claim holds, so several workers never take one row twice; SQLite's one writer
 * needs neither.
 */
export function skippingLocked<Q extends { forUpdate(): Q; skipLocked(): Q }>(
  kind: DatabaseKind,
  query: Q,
): Q {
  return kind === 'postgres' ? query.forUpdate().skipLocked() : query;
}
