import type { Deps } from '../../app-env';
import { type CodeRequest, recordCodeRequests } from './data/record-code-requests';

const FLUSH_AFTER_MS = 50;
const MAX_BATCH = 200;

/** The member and browser a code went to (the same code served again there is not counted). */
export type SameBrowser = Pick<CodeRequest, 'userId' | 'ipAddress' | 'userAgent'>;

export type CodeRequestLog = {
  /** Queues the record of a code served; it reaches totp_requests within FLUSH_AFTER_MS. */
  record(request: CodeRequest): void;
  /** Codes served to this member since a moment by this process and not yet in the table (the rate limit adds them). */
  unwritten(userId: string, since: Date): number;
  /** Whether this process has yet to write a code served since a moment to this member's browser. */
  unwrittenFor(client: SameBrowser, since: Date): boolean;
  /** Writes what is queued now (shutdown, tests). */
  flush(): Promise<void>;
};

const logs = new WeakMap<Deps, CodeRequestLog>();

/**
 * The totp_requests log, written behind: the records of ~50 ms go in one statement. A commit per
 * request cost more than everything else the code endpoint does (bench/README.md, tools
 * access). A failed write is logged with what it lost, never shown to the member; the process
 * flushes before it stops (main.ts).
 */
export function codeRequestLogOf(deps: Deps): CodeRequestLog {
  let log = logs.get(deps);
  if (!log) {
    log = createLog(deps);
    logs.set(deps, log);
  }
  return log;
}

function createLog({ database: { db }, logger }: Deps): CodeRequestLog {
  let queued: CodeRequest[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Batches being written: rows the rate limit's count cannot see yet.
  const writing = new Set<CodeRequest[]>();

  const countUnwritten = (matches: (request: CodeRequest) => boolean) => {
    let count = 0;
    for (const batch of [queued, ...writing]) for (const request of batch) if (matches(request)) count++;
    return count;
  };

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = queued;
    queued = [];
    if (batch.length === 0) return;
    writing.add(batch);
    try {
      await recordCodeRequests({ db, requests: batch });
    } catch (error) {
      logger.error(
        { err: error, lost: batch.length, userIds: [...new Set(batch.map((r) => r.userId))] },
        'could not record code requests',
      );
    } finally {
      writing.delete(batch);
    }
  };

  return {
    record(request) {
      queued.push(request);
      if (queued.length >= MAX_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS).unref();
    },
    unwritten: (userId, since) => countUnwritten((r) => r.userId === userId && r.at > since),
    unwrittenFor: (client, since) =>
      countUnwritten(
        (r) =>
          r.userId === client.userId &&
          r.ipAddress === client.ipAddress &&
          r.userAgent === client.userAgent &&
          r.at >= since,
      ) > 0,
    flush,
  };
}
