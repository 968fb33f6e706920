import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateDirSync, ensurePrivateFileSync } from '../fs/private-files';
import { FairSqliteDialect } from './fast/fair-sqlite-dialect';
import { runPreparedOnPool, runPreparedOnSqlite } from './fast/prepared-query';
import { checkpointInBackground } from './fast/sqlite-checkpointer';
import { sqliteStatements } from './fast/sqlite-statements';
import { postgresPool } from './postgres-pool';
import type { Database } from './schema/database';
import { SqliteValuesPlugin } from './sqlite-values-plugin';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The SQLite database's file name inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'hub.sqlite';
export type Db = Kysely<Database>;
export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  /**
   * Where a queue's lanes run the transactions that apply its rows (the payment worker). On
   * PostgreSQL, connections of their own, so a burst of requests never queues the lanes
   * behind it in `db`'s pool (measured: 50 ms of wait per delivery applied while 1,000 arrived,
   * bench/README.md). On SQLite, `db` itself (its one connection).
   */
  lanes: Db;
};

// PostgreSQL returns NUMERIC as text to keep precision; our prices have two decimals, so a number is exact enough.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** How many PostgreSQL connections the pool holds, how many of them are idle, and how many callers wait for one. */
export type PoolStats = { total: number; idle: number; waiting: number };
const pools = new WeakMap<object, pg.Pool>();

/** How long a query waits for a PostgreSQL connection before it fails as "database unavailable". */
export const POOL_CONNECT_TIMEOUT_MS = 3_000;

/** The pool use of a PostgreSQL database opened here (/metrics); undefined for SQLite. */
export function poolStatsOf(db: object): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** PostgreSQL when a URL is given (scale-out), otherwise an embedded SQLite file in WAL mode. */
export function openDatabase(options: {
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL connections the pool may open (10 unless given). */
  poolSize?: number;
  /** PostgreSQL connections `lanes` may open (DatabaseHandle; 1 unless given). */
  laneConnections?: number;
  /** A PostgreSQL connection failed outside a query (it is dropped, the next query opens another). */
  onConnectionError?: (error: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // With the server unreachable a request waits at most this long for a connection, then
      // answers 503 (database-unavailable.ts) instead of hanging.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A connection the server ended (a restart, a cut network) is dropped by the pool, idle or
    // held by Kysely; its error event must be listened to, or Node ends the whole process on it.
    const lost = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', lost);
    const lanePool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.laneConnections ?? 1,
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    lanePool.on('error', lost);
    // Closing `db` closes both pools: callers destroy only `db`, as before the lanes had their own.
    const ending = { end: () => Promise.all([pool.end(), lanePool.end()]).then(() => undefined) };
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: { ...postgresPool(pool, lost), ...ending } }),
    });
    // The lanes run the same few statements over and over: each parsed and planned once per connection.
    const lanes = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: postgresPool(lanePool, lost, { prepareEvery: true }) }),
    });
    pools.set(db, pool);
    // The speed shortcuts (fast/README.md): prepared queries straight on the pool.
    runPreparedOnPool(db, pool);
    return { kind: 'postgres', db, lanes };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') {
    // 0600 before SQLite opens it: its -wal and -shm files take the database file's mode.
    ensurePrivateDirSync(path.dirname(file));
    ensurePrivateFileSync(file);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The speed shortcuts (fast/README.md): checkpoints in a worker thread, statements kept by SQL
  // text, the one connection handed out fairly between loop turns, prepared queries on the driver.
  const stopCheckpointer = file === ':memory:' ? undefined : checkpointInBackground(sqlite, file);
  const database = sqliteStatements(sqlite, stopCheckpointer);
  const db = new Kysely<Database>({
    dialect: new FairSqliteDialect({ database }),
    plugins: [new SqliteValuesPlugin()],
  });
  runPreparedOnSqlite(db, sqlite, database);
  return { kind: 'sqlite', db, lanes: db };
}
