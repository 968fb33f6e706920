/** Rows written behind the requests that produce them: queued, then written in one statement. */
export type WriteBehind<Row> = {
  /** Queues a row; it is written within `flushAfterMs`, or at once when the batch is full. */
  add(row: Row): void;
  /** How many rows added and not yet in the table match: the queue and the batches being written. */
  countUnwritten(matches: (row: Row) => boolean): number;
  /** Writes what is queued now (shutdown, tests). */
  flush(): Promise<void>;
};

type WriteBehindOptions<Row> = {
  /** Writes one batch (one statement). */
  write: (rows: Row[]) => Promise<void>;
  /** A batch could not be written: it is lost (the caller logs it; never shown to a user). */
  lost: (error: unknown, rows: Row[]) => void;
  flushAfterMs?: number;
  maxBatch?: number;
};

/**
 * For an insert-only log written on a hot path (the tool code's request log): a commit per request
 * cost more than the rest of the code endpoint on SQLite (fast/README.md). Readers that must see
 * every row (a rate limit counting the log) add countUnwritten() to what the table holds. A process
 * killed without flushing loses at most `flushAfterMs` of rows.
 */
export function writeBehind<Row>({
  write,
  lost,
  flushAfterMs = 50,
  maxBatch = 200,
}: WriteBehindOptions<Row>): WriteBehind<Row> {
  let queued: Row[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Batches being written: rows a reader of the table cannot see yet.
  const writing = new Set<Row[]>();

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = queued;
    queued = [];
    if (batch.length === 0) return;
    writing.add(batch);
    try {
      await write(batch);
    } catch (error) {
      lost(error, batch);
    } finally {
      writing.delete(batch);
    }
  };

  return {
    add(row) {
      queued.push(row);
      if (queued.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), flushAfterMs).unref();
    },
    countUnwritten(matches) {
      let count = 0;
      for (const batch of [queued, ...writing]) for (const row of batch) if (matches(row)) count++;
      return count;
    },
    flush,
  };
}
