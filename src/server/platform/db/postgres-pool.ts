import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { statementNameOf } from './fast/named-statements';

/**
 * The pg pool as Kysely's PostgreSQL driver sees it, running marked SQL as named statements
 * (fast/named-statements.ts; `prepareEvery` names every statement it can).
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
    const name = statementNameOf(sqlOrCursor, parameters, prepareEvery);
    return client.query({ name, text: sqlOrCursor, values: [...parameters] }) as Promise<
      PostgresQueryResult<unknown>
    >;
  }
  return { query, release: () => client.release() };
}
