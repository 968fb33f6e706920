import type { Logger } from '../logger';

export type PollingWorker = {
  /** Starts the loop (main.ts); tests drive the worker with drain() instead. */
  start(): void;
  /** Ends the loop after the pass in hand. */
  stop(): Promise<void>;
  /** Looks for due work now rather than at the next poll. */
  wake(): void;
  /** Runs passes until one finds nothing due. */
  drain(): Promise<void>;
};

/**
 * The loop of a database-backed queue (database-queue.ts): `pass` claims a batch, handles it and
 * says how many it claimed. After a full pass or a wake-up the next runs
 * at once, else after `pollMs` (other processes' work is found by polling). Passes in one process
 * never overlap, so drain() also waits for the loop's pass in hand.
 */
export function pollingWorker(options: {
  name: string;
  pass: () => Promise<number>;
  pollMs: number;
  logger: Logger;
}): PollingWorker {
  const { name, pass, pollMs, logger } = options;
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  };

  let running: Promise<void> | null = null;
  let stopped = true;
  let woken = false;
  let interruptSleep: (() => void) | null = null;

  async function loop() {
    while (!stopped) {
      woken = false;
      let claimed = 0;
      try {
        claimed = await exclusive(pass);
      } catch (error) {
        logger.error({ err: error }, `${name} pass failed`);
      }
      if (stopped) break;
      if (claimed > 0 || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        interruptSleep = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      interruptSleep = null;
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      running = loop();
    },
    async stop() {
      stopped = true;
      interruptSleep?.();
      await running;
      running = null;
    },
    wake() {
      woken = true;
      interruptSleep?.();
    },
    async drain() {
      while ((await exclusive(pass)) > 0) {
        // keep going until a pass finds nothing due
      }
    },
  };
}
