import { statSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { Gauge, Registry } from 'prom-client';
import { type DatabaseHandle, poolStatsOf } from '../db/connection';
import { queuesOf } from '../jobs/database-queue';
import { processRegistry, queueLabel } from './process-metrics';

export type AppMetrics = {
  contentType: string;
  /** The exposition text: this process's metrics, then the database's, read now. */
  render(): Promise<string>;
};

const gauge = (registry: Registry, name: string, help: string, labelNames: string[] = []) =>
  new Gauge({ name, help, labelNames, registers: [registry] });

/**
 * /metrics: the figures read from the app's database at each scrape. Queue rows are the
 * cluster's (every node reports the same: aggregate them with max, not sum); the pool is this
 * node's. Each count uses the queue's index on its status column.
 */
export function createAppMetrics(options: { database: DatabaseHandle; sqliteFile?: string }): AppMetrics {
  const { database, sqliteFile } = options;
  const registry = new Registry();
  const depth = gauge(registry, 'hub_queue_depth', 'Rows waiting in a job queue (cluster-wide).', ['queue']);
  const retrying = gauge(
    registry,
    'hub_queue_retrying',
    'Waiting rows that already failed at least one try (cluster-wide).',
    ['queue'],
  );
  const failed = gauge(
    registry,
    'hub_queue_failed',
    'Rows a queue gave up on and still keeps (cluster-wide).',
    ['queue'],
  );
  const pool = database.kind === 'postgres' && {
    total: gauge(registry, 'hub_db_pool_connections', 'PostgreSQL connections this node holds.'),
    idle: gauge(registry, 'hub_db_pool_idle_connections', 'PostgreSQL connections this node holds unused.'),
    waiting: gauge(
      registry,
      'hub_db_pool_waiting_requests',
      'Queries on this node waiting for a connection.',
    ),
  };
  // SQLite has one connection and no pool: its file's and its WAL's sizes (checkpoints keep the WAL small) stand in.
  const sqliteBytes =
    database.kind === 'sqlite' &&
    sqliteFile &&
    gauge(registry, 'hub_sqlite_file_bytes', 'Size of the SQLite database files.', ['file']);
  // Any table, by name: the queues' tables are only known at run time (database-queue.ts).
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;

  async function readQueues() {
    for (const queue of queuesOf(database.db)) {
      const { column, pending, failed: failedValue } = queue.status;
      const waiting = await db
        .selectFrom(queue.table)
        .select([
          sql<number>`count(*)`.as('rows'),
          sql<number | null>`sum(case when attempts > 0 then 1 else 0 end)`.as('tried'),
        ])
        .where(sql.ref(column), '=', pending)
        .executeTakeFirstOrThrow();
      depth.set({ queue: queueLabel(queue.name) }, Number(waiting.rows));
      retrying.set({ queue: queueLabel(queue.name) }, Number(waiting.tried ?? 0));
      if (failedValue === undefined) continue;
      const given = await db
        .selectFrom(queue.table)
        .select(sql<number>`count(*)`.as('rows'))
        .where(sql.ref(column), '=', failedValue)
        .executeTakeFirstOrThrow();
      failed.set({ queue: queueLabel(queue.name) }, Number(given.rows));
    }
  }

  function readDatabase() {
    const stats = poolStatsOf(database.db);
    if (pool && stats) {
      pool.total.set(stats.total);
      pool.idle.set(stats.idle);
      pool.waiting.set(stats.waiting);
    }
    if (sqliteBytes && sqliteFile) {
      sqliteBytes.set({ file: 'database' }, fileSize(sqliteFile));
      sqliteBytes.set({ file: 'wal' }, fileSize(`${sqliteFile}-wal`));
    }
  }

  return {
    contentType: registry.contentType,
    async render() {
      await readQueues();
      readDatabase();
      return `${await processRegistry.metrics()}\n${await registry.metrics()}`;
    },
  };
}

const fileSize = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};
