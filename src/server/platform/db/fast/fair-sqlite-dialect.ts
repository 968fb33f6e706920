import { performance } from 'node:perf_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * How long the queued callers of one loop turn may hold the connection, back to back, before the
 * rest wait for the next turn. Short enough that libuv still accepts and reads sockets every few
 * ms in a webhook burst; long enough that a route needing several queries does not wait a whole
 * turn (every direct runner's request of that turn in it) for each one. Measured (bench/README.md,
 * "Load: 1,000 members' mix"): one caller a turn left the Kysely routes at 111 ms p50, 1 ms at 23,
 * 2 ms at 14 (/api/me 3, 5, 6 ms); the webhook bursts were the same within noise all three ways.
 */
export const TURN_BUDGET_MS = 2;

/**
 * SQLite work is synchronous (better-sqlite3): a request's whole transaction runs inside the
 * callback that read its socket, and one loop turn runs every request whose bytes arrived in it.
 * libuv (1.45 and later, Node 20) accepts one new connection per loop turn, so in a burst of 50
 * webhook deliveries a turn lasted ~70 ms and the burst's last connections waited seconds before
 * the app saw them (bench/README.md, payment webhooks). Here callers that queue for the connection
 * get it in arrival order, each at once as the one before releases it while the turn's
 * TURN_BUDGET_MS lasts, then from the next turn's check phase: between two budgets the loop
 * accepts, reads and writes sockets. An idle app pays nothing: a caller that finds the connection
 * free, nobody waiting and budget left goes at once. A transaction holds the connection from
 * BEGIN to COMMIT, across its awaits; nothing runs in between.
 */
class FairSqliteDriver extends SqliteDriver {
  #held = false;
  /** When this turn's first caller got the connection; undefined until one has. */
  #turnStartedAt: number | undefined;
  readonly #waiting: (() => void)[] = [];

  override async acquireConnection() {
    if (this.#held || this.#waiting.length > 0 || !this.#budgetLeft()) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#hold();
    }
    return super.acquireConnection();
  }

  override async releaseConnection() {
    await super.releaseConnection();
    this.#held = false;
    if (this.#budgetLeft()) this.#handToNext();
  }

  /**
   * BEGIN IMMEDIATE: the write lock is taken when the transaction starts, waiting (busy_timeout)
   * for another process's writer. A deferred BEGIN that reads, then writes after another process
   * committed fails at once with SQLITE_BUSY_SNAPSHOT, no wait: the app has one connection, but a
   * second process on the file (the browser suite's factories, a backup, a CLI) made that a 500.
   */
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  #budgetLeft() {
    return this.#turnStartedAt === undefined || performance.now() - this.#turnStartedAt < TURN_BUDGET_MS;
  }

  /** Marks the connection taken; the turn's first taker also starts its budget and books the next turn. */
  #hold() {
    this.#held = true;
    if (this.#turnStartedAt !== undefined) return;
    this.#turnStartedAt = performance.now();
    setImmediate(() => {
      this.#turnStartedAt = undefined;
      this.#handToNext();
    });
  }

  #handToNext() {
    if (this.#held) return;
    const next = this.#waiting.shift();
    if (!next) return;
    this.#hold();
    next();
  }
}

export class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.#config);
  }
}
