import type SQLite from 'better-sqlite3';
import { type Compilable, CompiledQuery, type Kysely, type SqliteDatabase, type UnknownRow } from 'kysely';
import type pg from 'pg';
import type { Db } from '../connection';
import { fromSqlite } from '../sqlite-values-plugin';
import { prepareOnServer, statementNameOf } from './named-statements';

class Slot {
  constructor(readonly name: string) {}
}

type Compiled = { sql: string; parameters: readonly unknown[] };

/** Marks a varying value in a prepared query; typed as the value it stands for. */
export type SlotFn<Params> = <K extends keyof Params & string>(name: K) => Params[K];

/**
 * A Kysely query built and compiled once per database, then run with fresh parameters.
 *
 * Only for the statement that opens (nearly) every request of a hot endpoint: the session read
 * behind every API call, and the tool code's context, read with that session or alone
 * (tools-access). There Kysely's builder and compiler cost three times SQLite's own work
 * (fast/README.md). The query is written with the builder as usual, each varying value given as
 * slot('name'); the compiled SQL is kept and every run binds the values in the slots' places; on
 * PostgreSQL it also runs as a named statement, planned once per connection. It runs on the
 * driver directly (runPreparedOnPool, runPreparedOnSqlite) with the values Kysely's plugins would
 * give; inside a transaction, through Kysely.
 *
 * The plain path, the same rows (prepared-query.test.ts): `build(db, (name) => params[name]).execute()`.
 */
export function preparedQuery<Params extends Record<string, unknown>, Row, DB>(
  build: (db: Kysely<DB>, slot: SlotFn<Params>) => Compilable<Row>,
) {
  const compiledFor = new WeakMap<Kysely<DB>, Compiled>();
  const slot = (name: string) => new Slot(name) as never;
  return async (db: Kysely<DB>, params: Params): Promise<Row[]> => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, slot).compile();
      compiledFor.set(db, compiled);
      prepareOnServer(compiled.sql);
    }
    const parameters = compiled.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      if (!(value.name in params)) throw new Error(`preparedQuery: no value for ${value.name}`);
      return params[value.name];
    });
    const direct = directRunners.get(db);
    if (direct) return (await direct(compiled.sql, parameters)) as Row[];
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}

/**
 * Runs compiled SQL on the driver itself, with the same values Kysely's executor would return,
 * minus its per-query machinery (connection provider, mutex, plugin chain: a dozen promises per
 * call, each paying the AsyncLocalStorage hooks). None for a transaction: it has its own connection.
 */
type DirectRunner = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;
const directRunners = new WeakMap<object, DirectRunner>();

/** Prepared queries on `db` run straight on its pool, as named statements. */
export function runPreparedOnPool(db: Db, pool: pg.Pool) {
  directRunners.set(db, async (text, values) => {
    const result = await pool.query({ name: statementNameOf(text), text, values: [...values] });
    return result.rows;
  });
}

/**
 * Prepared queries on `db` run straight on its SQLite connection (its statement cache), their
 * rows converted as SqliteValuesPlugin converts them. One connection: while a Kysely transaction
 * holds it (between BEGIN and COMMIT, across awaits), a statement run here would read that
 * transaction's uncommitted rows; then the query queues behind it through Kysely's executor like
 * any other. Otherwise it runs at once (synchronous).
 */
export function runPreparedOnSqlite(db: Db, sqlite: SQLite.Database, statements: SqliteDatabase) {
  directRunners.set(db, async (text, values) => {
    if (sqlite.inTransaction) return (await db.executeQuery(CompiledQuery.raw(text, [...values]))).rows;
    return statements
      .prepare(text)
      .all(values)
      .map((row) => fromSqlite(row as UnknownRow));
  });
}
