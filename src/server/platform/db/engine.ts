import { PostgresAdapter } from 'kysely';
import type { DatabaseKind, Db } from './connection';

/** Which engine a Kysely instance (or transaction) talks to, for the few queries that differ. */
export const engineOf = (db: Db): DatabaseKind =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
