import { PostgresAdapter } from 'kysely';
import type { Db } from './connection';

/** Which engine a Kysely instance (or transaction) talks to, for the few queries that differ. */
export const engineOf = (db: Db): 'sqlite' | 'postgres' =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** A unique constraint refused the write (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
