import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const statementNames = new Map<string, string>();
const nameOf = (sql: string) => `hub_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;

/**
 * Marks an SQL text to run as a named, server-side prepared statement on PostgreSQL, so each
 * connection parses and plans it once instead of on every call (bench/README.md: the session
 * query costs ~500 µs of PostgreSQL time unnamed, ~150 µs named). Only for queries with an
 * explicit column list (db/prepared-query.ts): a prepared `select *` would fail with "cached plan
 * must not change result type" after another node's migration adds a column.
 */
export function prepareOnServer(sql: string) {
  if (!statementNames.has(sql)) statementNames.set(sql, nameOf(sql));
}

/** The statement name of SQL marked by prepareOnServer; undefined (an unnamed statement) for any other. */
export const statementNameOf = (sql: string) => statementNames.get(sql);

/**
 * The pg pool as Kysely's PostgreSQL driver sees it, running marked SQL as named statements.
 * `onError`: a connection Kysely holds (a transaction between two statements) died; the pool
 * drops it when it comes back. Without a listener, Node would end the process on that event.
 */
export function postgresPool(
  pool: pg.Pool,
  onError: (error: Error) => void = () => {},
  options: { prepareEvery?: boolean } = {},
): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        client.on('error', onError);
        wrapped = wrapClient(client, options.prepareEvery ?? false);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

/**
 * The statement name SQL runs under: the one prepareOnServer gave it, or with `prepareEvery`
 * (a pool that runs a few kinds of statement over and over: the payment worker's lanes) one for
 * every statement with parameters and no `*` (prepareOnServer says why not `*`). Each distinct
 * text stays prepared on each connection for its life: only for pools whose statements are few.
 */
function statementNameFor(sql: string, parameters: ReadonlyArray<unknown>, prepareEvery: boolean) {
  const marked = statementNames.get(sql);
  if (marked || !prepareEvery || parameters.length === 0 || sql.includes('*')) return marked;
  const known = everyNames.get(sql);
  if (known) return known;
  const name = nameOf(sql);
  everyNames.set(sql, name);
  return name;
}
const everyNames = new Map<string, string>();

function wrapClient(client: pg.PoolClient, prepareEvery: boolean): PostgresPoolClient {
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(
    sqlOrCursor: string | PostgresCursor<unknown>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<unknown>> | PostgresCursor<unknown> {
    // Cursors (streaming) are pg Submittables; Kysely hands them over as they are.
    if (typeof sqlOrCursor !== 'string')
      return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<unknown>;
    const name = statementNameFor(sqlOrCursor, parameters, prepareEvery);
    return client.query({ name, text: sqlOrCursor, values: [...parameters] }) as Promise<
      PostgresQueryResult<unknown>
    >;
  }
  return { query, release: () => client.release() };
}
