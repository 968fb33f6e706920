import type { Db } from './connection';
import { engineOf } from './engine';

/** What to run once a transaction opened by inTransaction has committed. */
const afterCommitTasks = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one: data functions that
 * must be atomic stay atomic when a larger change (a webhook, an admin action) composes them.
 * Tasks handed to afterCommit() inside run once the outermost transaction has committed.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  const tasks: (() => void)[] = [];
  const result = await db.transaction().execute((trx) => {
    afterCommitTasks.set(trx, tasks);
    return work(trx);
  });
  for (const task of tasks) task();
  return result;
}

/**
 * Runs `task` once what `db` wrote is visible to other connections: at once outside a
 * transaction, after the commit inside one that inTransaction opened (a worker woken before the
 * commit finds nothing and sleeps a full poll). Every transaction is opened by inTransaction, so
 * one it did not open is a mistake this refuses rather than run the task too early.
 */
export function afterCommit(db: Db, task: () => void) {
  if (!db.isTransaction) return task();
  const tasks = afterCommitTasks.get(db);
  if (!tasks) throw new Error('afterCommit: open the transaction with inTransaction()');
  tasks.push(task);
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
export function skippingLocked<Q extends { forUpdate(): Q; skipLocked(): Q }>(db: Db, query: Q): Q {
  return engineOf(db) === 'postgres' ? query.forUpdate().skipLocked() : query;
}
