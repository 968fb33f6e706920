import type { Logger } from '../logger';
import { jobAttempts } from '../metrics/process-metrics';

export type ScheduledJob<T> = {
  /** One run now, after the run in hand (runs of one process never overlap). */
  runOnce(): Promise<T>;
  /** A run at once, then one every `everyMs` (main.ts). */
  start(): void;
  /** No more runs; waits for the one in hand. */
  stop(): Promise<void>;
};

/**
 * A job every process runs on a timer (the expiry pass). Runs that must happen once per cluster
 * take oncePerCluster()'s lock inside `run`. A failed run is logged and the next one comes on time.
 */
export function scheduledJob<T>({
  name,
  everyMs,
  logger,
  run,
  report,
}: {
  /** Names the job in log lines ("expiry pass"). */
  name: string;
  everyMs: number;
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
        jobAttempts.inc({ job: name, result: 'ok' });
        const line = report?.(value);
        if (line) logger.info(line, name);
      })
      .catch((error: unknown) => {
        jobAttempts.inc({ job: name, result: 'failed' });
        logger.error({ err: error }, `${name} failed`);
      });
    return result;
  };
  return {
    runOnce,
    start() {
      if (timer) return;
      void runOnce().catch(() => undefined);
      timer = setInterval(() => void runOnce().catch(() => undefined), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
