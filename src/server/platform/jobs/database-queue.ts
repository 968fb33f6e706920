import { type Kysely, type Selectable, sql } from 'kysely';
import { MINUTE_MS } from '../../../shared/constants';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema/database';
import { skippingLocked } from '../db/transaction';
import type { Logger } from '../logger';
import { jobAttempts } from '../metrics/process-metrics';
import { exponentialBackoff } from './exponential-backoff';
import { type PollingWorker, pollingWorker } from './polling-worker';
import { registerQueue } from './queue-registry';

/** The tables that can hold a queue: a claim counts tries in `attempts` and leases through `next_attempt_at`. */
type QueueTable = {
  [T in keyof Database]: 'attempts' | 'next_attempt_at' extends keyof Database[T] ? T : never;
}[keyof Database];

/** What every queue table has, as the claim reads and writes it. */
type QueueRowShape = { id: string; attempts: number; next_attempt_at: Date | null };

/** How often, how many, how long: each queue's defaults, overridable by tests. */
export type QueueSettings = {
  /** How often an idle worker looks for work another process queued (this process's wake it). */
  pollMs?: number;
  batchSize?: number;
  /** Tries before a row is given up. */
  maxAttempts?: number;
  /** How long a claimed row stays hidden from other workers; a crash makes it due again after. */
  leaseMs?: number;
  /** Wait before try n + 1 after try n failed. */
  retryDelayMs?: (attempt: number) => number;
  /** The clock (tests drive it). */
  now?: () => Date;
};

type QueueDefinition<T extends QueueTable> = QueueSettings & {
  /** Names the worker in log lines ("mail worker"). */
  name: string;
  db: Db;
  logger: Logger;
  table: T;
  /** The column and value that mark a row as waiting (mail_outbox.status, webhook_events.outcome). */
  pending: { column: string & keyof Database[T]; value: string };
  /** The same column's value for a row given up, when the table keeps such rows (/metrics counts them). */
  failedValue?: string;
  /** The order a claimed batch is handled in (RETURNING has none); by id unless given. */
  order?: (a: Selectable<Database[T]>, b: Selectable<Database[T]>) => number;
  /** One try at one claimed row; a throw is a failed try. */
  handle: (row: Selectable<Database[T]>) => Promise<void>;
  /** After a successful try, outside its error handling (a failure here ends the pass; the lease retries). */
  done?: (row: Selectable<Database[T]>) => Promise<void>;
  /** A failed try that is not the last: store why, and that the row is due again at `retryAt`. */
  retry: (failure: { row: Selectable<Database[T]>; error: unknown; retryAt: Date }) => Promise<void>;
  /** The last try failed: take the row out of the queue. */
  giveUp: (failure: { row: Selectable<Database[T]>; error: unknown }) => Promise<void>;
  /** Housekeeping after each pass, at the pass's time. */
  afterPass?: (at: Date) => Promise<void>;
};

/**
 * A database-backed queue and its worker (decisions 009, 015): rows are queued by plain inserts,
 * in the caller's transaction when there is one, so this runs on SQLite and PostgreSQL alike.
 * A claim is one UPDATE … RETURNING over the due rows that counts a try and leases them; on
 * PostgreSQL the inner SELECT takes them FOR UPDATE SKIP LOCKED, so every app process may run a
 * worker and none handles a row another holds. A failed try is retried after a growing wait, and
 * after the last one the row is given up.
 */
export function defineQueue<T extends QueueTable>(queue: QueueDefinition<T>): PollingWorker {
  const { name, db, logger, table, pending, handle, done, retry, giveUp, afterPass } = queue;
  const { pollMs = 2_000, batchSize = 10, maxAttempts = 10, leaseMs = 5 * MINUTE_MS } = queue;
  const retryDelayMs = queue.retryDelayMs ?? exponentialBackoff;
  const now = queue.now ?? (() => new Date());
  type Row = Selectable<Database[T]>;
  const idOf = (row: Row) => (row as QueueRowShape).id;
  const order = queue.order ?? ((a: Row, b: Row) => (idOf(a) < idOf(b) ? -1 : 1));
  // The columns every queue table shares, seen without the table's own type.
  const rows = db as unknown as Kysely<Record<string, QueueRowShape>>;
  const tableName: string = table;
  const status = { column: pending.column, pending: pending.value, failed: queue.failedValue };
  registerQueue(db, { name, table: tableName, status });

  async function claim(at: Date) {
    const due = rows
      .selectFrom(tableName)
      .select('id')
      .where(sql.ref(pending.column), '=', pending.value)
      .where('next_attempt_at', '<=', at)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(batchSize);
    const claimed = await rows
      .updateTable(tableName)
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(at.getTime() + leaseMs) }))
      .where('id', 'in', skippingLocked(db, due))
      .returningAll()
      .execute();
    return claimed as unknown as Row[];
  }

  async function attempt(row: Row) {
    try {
      await handle(row);
    } catch (error) {
      const attempts = (row as QueueRowShape).attempts;
      jobAttempts.inc({ job: name, result: attempts >= maxAttempts ? 'given_up' : 'retry' });
      if (attempts >= maxAttempts) await giveUp({ row, error });
      else await retry({ row, error, retryAt: new Date(now().getTime() + retryDelayMs(attempts)) });
      return;
    }
    jobAttempts.inc({ job: name, result: 'ok' });
    await done?.(row);
  }

  /** One pass: claim a batch and try each row, in order. Returns how many were claimed. */
  async function pass() {
    const at = now();
    const batch = (await claim(at)).sort(order);
    for (const row of batch) await attempt(row);
    await afterPass?.(at);
    return batch.length;
  }

  return pollingWorker({ name, pass, pollMs, logger });
}
