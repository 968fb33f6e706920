import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { postgresPool } from './postgres-pool';
import type { Database } from './schema';
import { sqliteDatabase } from './sqlite-database';
import { SqliteValuesPlugin } from './sqlite-values-plugin';

export type DatabaseKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type DatabaseHandle = { db: Db; kind: DatabaseKind };

// PostgreSQL returns NUMERIC as text to keep precision; our prices have two decimals, so a number is exact enough.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** PostgreSQL when a URL is given (scale-out), otherwise an embedded SQLite file in WAL mode. */
export function openDatabase(options: { databaseUrl?: string; sqliteFile?: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      kind: 'postgres',
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(pool) }) }),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    kind: 'sqlite',
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqliteDatabase(sqlite) }),
      plugins: [new SqliteValuesPlugin()],
    }),
  };
}
