import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { engineOf } from '../db/engine';
import { inTransaction } from '../db/transaction';
import type { Logger } from '../logger';
import { jobAttempts, queueLabel } from '../metrics/process-metrics';

export type ScheduledJob<T> = {
  /** One run now, after the run in hand (runs of one process never overlap). */
  runOnce(): Promise<T>;
  /** Runs every `everyMs` (main.ts): the first at once, or with `onTheClock` at the next multiple. */
  start(): void;
  /** No more runs; waits for the one in hand. */
  stop(): Promise<void>;
};

/** Milliseconds from `now` to the next whole multiple of `everyMs` since the epoch (never 0). */
export const untilNextMultiple = (now: number, everyMs: number) => everyMs - (now % everyMs);

/**
 * A job every process runs on a timer (the expiry pass). Runs that must happen once per cluster
 * take oncePerCluster()'s lock inside `run`. A failed run is logged and the next one comes on time.
 */
export function scheduledJob<T>({
  name,
  everyMs,
  onTheClock = false,
  logger,
  run,
  report,
}: {
  /** Names the job in log lines ("expiry pass"). */
  name: string;
  everyMs: number;
  /**
   * No run at start; runs at each multiple of `everyMs` on the wall clock (each hour on the hour),
   * the same instants in every process. A cluster's cold start then runs nothing, and each
   * instant's run meets the other processes' at its cluster lock instead of one run per process
   * spread over the period.
   */
  onTheClock?: boolean;
  logger: Logger;
  run: () => Promise<T>;
  /** What a run's log line says, or null to log nothing (a run with nothing to do). */
  report?: (result: T) => Record<string, unknown> | null;
}): ScheduledJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runOnce = () => {
    const result = running.then(run);
    running = result
      .then((value) => {
        jobAttempts.inc({ queue: queueLabel(name), result: 'ok' });
        const line = report?.(value);
        if (line) logger.info(line, name);
      })
      .catch((error: unknown) => {
        jobAttempts.inc({ queue: queueLabel(name), result: 'failed' });
        logger.error({ err: error }, `${name} failed`);
      });
    return result;
  };
  return {
    runOnce,
    start() {
      if (timer) return;
      const tick = () => void runOnce().catch(() => undefined);
      if (onTheClock) {
        const next = () => {
          timer = setTimeout(
            () => {
              tick();
              next();
            },
            untilNextMultiple(Date.now(), everyMs),
          );
          timer.unref();
        };
        next();
        return;
      }
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

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
