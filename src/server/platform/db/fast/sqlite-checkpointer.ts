import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the checkpointer copies the WAL's new pages into the database file. */
const INTERVAL_MS = 100;
/**
 * Past this many WAL pages (64 MB) the app's own connection checkpoints again, as SQLite does by
 * default at 1,000: a backstop for a WAL that writes arriving without a pause keep from being reset.
 */
export const BACKSTOP_PAGES = 16_000;
const SQLITE_DEFAULT_PAGES = 1000;

// CommonJS run by the worker thread: its own connection to the same file, PASSIVE checkpoints
// (never waiting for, nor blocking, the app's readers and writers). A checkpoint that finds the
// WAL busy is simply tried again on the next tick.
const CHECKPOINTER = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.intervalMs);
`;

/**
 * Moves SQLite's checkpoints off the event loop. By default the connection that commits past
 * 1,000 WAL pages copies them into the database file and fsyncs it, synchronously: every request
 * in flight waits, 10 to 300 ms on a busy disk (bench/README.md, tools access). A worker thread
 * with its own connection does it instead, every INTERVAL_MS. Should the thread fail, the
 * connection goes back to SQLite's default. Returns the function that stops the thread.
 */
export function checkpointInBackground(sqlite: SQLite.Database, file: string): () => void {
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      intervalMs: INTERVAL_MS,
    },
  });
  worker.unref();
  worker.on('error', () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
  });
  return () => void worker.terminate();
}
