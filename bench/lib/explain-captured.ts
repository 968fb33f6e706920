// The plans of the queries a data function really runs: record them as the driver gets them, then EXPLAIN QUERY PLAN each query on SQLite, EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL.
// Used by admin-plans.ts and content-plans.ts on a seeded bench database.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Env } from '../../src/server/platform/config/env';
import type { DatabaseKind, Db } from '../../src/server/platform/db/connection';
import { toSqliteParameters } from '../../src/server/platform/db/fast/sqlite-statements';

export type Captured = {
  label: string;
  sql: string;
  parameters: readonly unknown[];
  /** PostgreSQL: `set local` statements the app ran before this query in its transaction. */
  settings?: string[];
};

/**
 * Records every query the database runs from now on, as the driver receives it (all plugins
 * applied, subqueries inside their query): the executors' shared executeQuery is wrapped.
 */
export function queryCapture(db: Db) {
  const seen: Captured[] = [];
  let label = '';
  let recording = false;
  const prototype = Object.getPrototypeOf(db.getExecutor()) as {
    executeQuery(compiled: CompiledQuery, queryId: unknown): Promise<unknown>;
  };
  const execute = prototype.executeQuery;
  prototype.executeQuery = function (this: unknown, compiled: CompiledQuery, queryId: unknown) {
    if (recording) seen.push({ label, sql: compiled.sql, parameters: compiled.parameters });
    return execute.call(this, compiled, queryId);
  };
  return {
    seen,
    /** Runs `work`, labelling the queries it makes. */
    async run(name: string, work: () => Promise<unknown>) {
      label = name;
      recording = true;
      try {
        await work();
      } finally {
        recording = false;
      }
    },
  };
}

export async function explainCaptured(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  kind: DatabaseKind,
  queries: Captured[],
  /** PostgreSQL: run each query (EXPLAIN ANALYZE, BUFFERS) or only plan it (the catalogue's). */
  { analyze = true } = {},
) {
  if (kind === 'sqlite') {
    const sqlite = new SQLite(path.join(path.resolve(env.DATA_DIR), 'hub.sqlite'), { readonly: true });
    try {
      return queries.map((q) => ({
        ...q,
        plan: (
          sqlite.prepare(`explain query plan ${q.sql}`).all(toSqliteParameters(q.parameters)) as {
            detail: string;
          }[]
        ).map((row) => row.detail),
      }));
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const out = [];
    for (const q of queries) {
      if (q.settings?.length) {
        await client.query('begin');
        for (const setting of q.settings) await client.query(setting);
      }
      const { rows } = await client.query(
        `explain ${analyze ? '(analyze, buffers) ' : ''}${q.sql}`,
        q.parameters as unknown[],
      );
      if (q.settings?.length) await client.query('rollback');
      out.push({ ...q, plan: rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']) });
    }
    return out;
  } finally {
    await client.end();
  }
}
