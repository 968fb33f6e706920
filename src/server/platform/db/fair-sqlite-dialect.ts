import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * SQLite work is synchronous (better-sqlite3): a request's whole transaction runs inside the
 * callback that read its socket, and one loop turn runs every request whose bytes arrived in it.
 * libuv (1.45 and later, Node 20) accepts one new connection per loop turn, so in a burst of 50
 * webhook deliveries a turn lasted ~70 ms and the burst's last connections waited seconds before
 * the app saw them (bench/README.md, payment webhooks). Here the connection is handed out once
 * per loop turn when callers queue (in arrival order): between two of them the loop accepts,
 * reads and writes sockets. An idle app pays nothing: the first caller of a turn goes at once.
 */
class FairSqliteDriver extends SqliteDriver {
  #admittedThisTurn = false;
  readonly #waiting: (() => void)[] = [];

  override async acquireConnection() {
    await this.#turn();
    return super.acquireConnection();
  }

  #turn(): Promise<void> {
    if (!this.#admittedThisTurn) {
      this.#admit();
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
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

  /** Lets one caller go now and the next one (if any) in the check phase, a turn later each. */
  #admit() {
    this.#admittedThisTurn = true;
    setImmediate(() => {
      const next = this.#waiting.shift();
      if (!next) {
        this.#admittedThisTurn = false;
        return;
      }
      this.#admit();
      next();
    });
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
