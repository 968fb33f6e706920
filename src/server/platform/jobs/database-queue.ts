import { type Kysely, type Selectable, sql } from 'kysely';
import { MINUTE_MS } from '../../../shared/constants';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema/database';
import { skippingLocked } from '../db/transaction';
import type { Logger } from '../logger';
import { jobAttempts, queueLabel } from '../metrics/process-metrics';
import { inGroups, keyedLanes, runLanes } from './keyed-lanes';
import { type PollingWorker, pollingWorker } from './polling-worker';

/** What /metrics needs to know of a database-backed queue to count its rows. */
export type QueueInfo = {
  /** The worker's name, the `job` label ("mail worker"). */
  name: string;
  table: string;
  /** The column and value of a waiting row, and the value of a given-up one (when the table keeps them). */
  status: { column: string; pending: string; failed?: string };
};

const queues = new WeakMap<object, Map<string, QueueInfo>>();

/** Called by defineQueue: every queue on a database is measured without being listed anywhere. */
function registerQueue(db: object, info: QueueInfo) {
  const known = queues.get(db) ?? new Map<string, QueueInfo>();
  known.set(info.name, info);
  queues.set(db, known);
}

/** The queues defined on this database, in the order they were defined. */
export const queuesOf = (db: object): QueueInfo[] => [...(queues.get(db)?.values() ?? [])];

/** 30 s, 1 min, 2 min… up to an hour between tries: a short outage costs seconds, a long one hours. */
export const exponentialBackoff = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * MINUTE_MS);

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
  /**
   * How long a claim hides a row from other workers. The worker renews it every third of this
   * while the row is in hand, so only a dead worker's rows come due again, this long after its
   * last renewal (in a cluster, another node takes over a killed node's work within a minute).
   */
  leaseMs?: number;
  /** How many rows of a batch are handled at once, when the queue says which rows may (`lanes`). */
  concurrency?: number;
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
  /**
   * What a row concerns (a buyer, a payment): rows of a batch sharing a key are handled one after
   * another in `order`, rows sharing none in parallel, `concurrency` at a time. Without it, one at a time.
   */
  keysOf?: (row: Selectable<Database[T]>) => string[];
  /** One try at one claimed row; a throw is a failed try. */
  handle: (row: Selectable<Database[T]>) => Promise<void>;
  /**
   * Tries the rows of consecutive lanes (with keysOf), `size` rows or a little more (a lane is
   * never split), in one go and in lane order: the payment worker applies them in one
   * transaction. When it throws, nothing of it counts: each row is then tried alone through
   * `handle`, so a bad row costs the others only the extra try.
   */
  together?: { size: number; handle: (rows: Selectable<Database[T]>[]) => Promise<void> };
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
 * Thrown by a handler that finds its row no longer claimed by this try (its lease ran out and
 * another worker took it over): the try's work rolls back and the row is left to that worker.
 */
export class ClaimLost extends Error {
  constructor(id: string) {
    super(`claim on ${id} was taken over by another worker`);
  }
}

/** A claim's default lease: short, since it is renewed while the work runs. */
export const DEFAULT_LEASE_MS = 30_000;

/**
 * A database-backed queue and its worker (decisions 009, 015): rows are queued by plain inserts,
 * in the caller's transaction when there is one, so this runs on SQLite and PostgreSQL alike.
 * A claim is one UPDATE … RETURNING over the due rows that counts a try and leases them; on
 * PostgreSQL the inner SELECT takes them FOR UPDATE SKIP LOCKED, so every app process may run a
 * worker and none handles a row another holds. A failed try is retried after a growing wait, and
 * after the last one the row is given up. A claim is a lease the worker renews while it holds
 * the rows, so a crashed process's rows are taken over by another within `leaseMs`.
 */
export function defineQueue<T extends QueueTable>(queue: QueueDefinition<T>): PollingWorker {
  const { name, db, logger, table, pending, handle, together, done, retry, giveUp, afterPass } = queue;
  const { pollMs = 2_000, batchSize = 10, maxAttempts = 10, leaseMs = DEFAULT_LEASE_MS } = queue;
  const { concurrency = 1, keysOf } = queue;
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

  async function succeeded(row: Row) {
    jobAttempts.inc({ queue: queueLabel(name), result: 'ok' });
    await done?.(row);
  }

  async function attempt(row: Row) {
    try {
      await handle(row);
    } catch (error) {
      if (error instanceof ClaimLost) {
        logger.warn({ id: idOf(row) }, `${name}: lease lost, left to the worker that took the row over`);
        return;
      }
      const attempts = (row as QueueRowShape).attempts;
      jobAttempts.inc({ queue: queueLabel(name), result: attempts >= maxAttempts ? 'given_up' : 'retry' });
      if (attempts >= maxAttempts) await giveUp({ row, error });
      else await retry({ row, error, retryAt: new Date(now().getTime() + retryDelayMs(attempts)) });
      return;
    }
    await succeeded(row);
  }

  /**
   * Keeps the claim on the rows still in hand: every third of the lease, one UPDATE moves their
   * lease end on. It only touches rows whose lease end is still the one this worker wrote, so a
   * row whose try failed (due again at its retry time) or that another worker took over (the
   * renewal came too late) is left as it is.
   */
  function renewWhileHandling(batch: Row[], at: Date) {
    const inHand = new Set(batch.map(idOf));
    let leaseEnd = new Date(at.getTime() + leaseMs);
    let renewing: Promise<void> | null = null;
    const renew = async () => {
      if (inHand.size === 0) return;
      const next = new Date(now().getTime() + leaseMs);
      // Rows a try's transaction holds right now are skipped (it settles them): never wait on them.
      const held = rows
        .selectFrom(tableName)
        .select('id')
        .where('id', 'in', [...inHand])
        .where(sql.ref(pending.column), '=', pending.value)
        .where('next_attempt_at', '=', leaseEnd);
      await rows
        .updateTable(tableName)
        .set({ next_attempt_at: next })
        .where('id', 'in', skippingLocked(db, held))
        .execute();
      leaseEnd = next;
    };
    const timer = setInterval(() => {
      renewing ??= renew()
        .catch((error: unknown) => logger.error({ err: error }, `${name} lease renewal failed`))
        .finally(() => {
          renewing = null;
        });
    }, leaseMs / 3);
    timer.unref();
    return {
      release: (row: Row) => inHand.delete(idOf(row)),
      async stop() {
        clearInterval(timer);
        await renewing;
      },
    };
  }

  /** One pass: claim a batch and try each row, in order (per key, with keysOf). Returns how many were claimed. */
  async function pass() {
    const at = now();
    const batch = (await claim(at)).sort(order);
    if (batch.length === 0) {
      await afterPass?.(at);
      return 0;
    }
    const lease = renewWhileHandling(batch, at);
    const tryRow = async (row: Row) => {
      try {
        await attempt(row);
      } finally {
        lease.release(row);
      }
    };
    /** Rows of several lanes tried together; if that throws, each alone. */
    const tryTogether = async (rows: Row[]) => {
      if (!together || rows.length === 1) {
        for (const row of rows) await tryRow(row);
        return;
      }
      try {
        await together.handle(rows);
      } catch (error) {
        logger.warn(
          { err: error, rows: rows.length },
          `${name}: rows tried together failed, trying each alone`,
        );
        for (const row of rows) await tryRow(row);
        return;
      }
      for (const row of rows) {
        lease.release(row);
        await succeeded(row);
      }
    };
    try {
      if (keysOf && together && together.size > 1) {
        const groups = inGroups(keyedLanes(batch, keysOf), together.size);
        await runLanes(
          groups.map((rows) => [rows]),
          concurrency,
          tryTogether,
        );
      } else if (keysOf) await runLanes(keyedLanes(batch, keysOf), concurrency, tryRow);
      else for (const row of batch) await tryRow(row);
    } finally {
      await lease.stop();
    }
    await afterPass?.(at);
    return batch.length;
  }

  return pollingWorker({ name, pass, pollMs, logger });
}
