// `node --import tsx bench/lib/admin-plans.ts` with DATA_DIR or DATABASE_URL on a seeded database:
// runs the admin screens' data functions once through a capturing plugin, then shows each query's
// plan (EXPLAIN QUERY PLAN on SQLite; EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL). One JSON line out.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import pg from 'pg';
import { getOverview } from '../../src/server/features/admin-overview/data/get-overview';
import { getRevenue } from '../../src/server/features/admin-overview/data/get-revenue';
import { exportUsersBatch } from '../../src/server/features/admin-users/data/export-users';
import { listUsers } from '../../src/server/features/admin-users/data/list-users';
import { loadEnv } from '../../src/server/platform/config/env';
import { openDatabase } from '../../src/server/platform/db/connection';
import { toSqliteParameters } from '../../src/server/platform/db/fast/sqlite-statements';
import { type UserSegment, userSegmentSchema } from '../../src/shared/schemas/admin-users';
import { STANDING_KINDS } from '../../src/shared/subscription-rules';
import { SEGMENTS } from './segments.mjs';

const env = loadEnv();
const { db, kind } = openDatabase({
  databaseUrl: env.DATABASE_URL,
  sqliteFile: path.join(path.resolve(env.DATA_DIR), 'hub.sqlite'),
});

type Captured = { label: string; sql: string; parameters: readonly unknown[]; settings: string[] };
const seen: Captured[] = [];
const pending = new Map<unknown, Captured>();
let label = '';
// Planner settings (`set local …`, get-overview's overdue query) apply to the query their
// transaction runs next: that one is explained with them.
let settings: string[] = [];
// A query counts once its result comes back: correlated subqueries are compiled on their own too.
const plugin: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => {
    const compiled = db.getExecutor().compileQuery(node as RootOperationNode, queryId);
    const setting = compiled.sql.startsWith('set ');
    pending.set(queryId, { label, sql: compiled.sql, parameters: compiled.parameters, settings });
    if (!setting) settings = [];
    return node;
  },
  transformResult: async ({ result, queryId }) => {
    const query = pending.get(queryId);
    if (query?.sql.startsWith('set ')) settings.push(query.sql);
    else if (query) seen.push(query);
    pending.delete(queryId);
    return result;
  },
};
const cap = db.withPlugin(plugin);
const run = async (name: string, work: () => Promise<unknown>) => {
  label = name;
  await work();
};

/** A segment as the API reads it from a query string (defaults applied). */
const segment = (query: Record<string, string>): UserSegment => userSegmentSchema.parse(query);
const everyone = segment({});

const { total } = await listUsers({ db, segment: everyone, page: 1 });
const middle = Math.ceil(total / 20);
await run('list: first page', () => listUsers({ db: cap, segment: everyone, page: 1 }));
await run('list: middle page', () => listUsers({ db: cap, segment: everyone, page: middle }));
await run('list: last page', () => listUsers({ db: cap, segment: everyone, page: Math.ceil(total / 10) }));
await run('search: fragment "silva"', () =>
  listUsers({ db: cap, segment: segment({ search: 'silva' }), page: 1 }),
);
await run('search: broad "gmail"', () =>
  listUsers({ db: cap, segment: segment({ search: 'gmail' }), page: 1 }),
);
await run('search: two letters "zz"', () =>
  listUsers({ db: cap, segment: segment({ search: 'zz' }), page: 1 }),
);
for (const status of STANDING_KINDS)
  await run(`status "${status}": first page`, () =>
    listUsers({ db: cap, segment: segment({ status }), page: 1 }),
  );
for (const { label: name, query } of SEGMENTS)
  await run(`segment ${name}: first page`, () => listUsers({ db: cap, segment: segment(query), page: 1 }));
await run('export: one batch', () =>
  exportUsersBatch({ db: cap, segment: everyone, now: new Date(), after: null }),
);
await run('export: one batch, status "expired"', () =>
  exportUsersBatch({ db: cap, segment: segment({ status: 'expired' }), now: new Date(), after: null }),
);
await run('overview', () => getOverview({ db: cap }));
await run('overview: revenue', () => getRevenue({ db: cap }));

async function explain() {
  const queries = seen;
  if (kind === 'sqlite') {
    const sqlite = new SQLite(path.join(path.resolve(env.DATA_DIR), 'hub.sqlite'), { readonly: true });
    const out = queries.map((q) => ({
      ...q,
      plan: (
        sqlite.prepare(`explain query plan ${q.sql}`).all(toSqliteParameters(q.parameters)) as {
          detail: string;
        }[]
      ).map((row) => row.detail),
    }));
    sqlite.close();
    return out;
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  // EXPLAIN ANALYZE times the query in this backend: real-time priority, as the bench's (admin-users.mjs).
  const { rows: self } = await client.query('select pg_backend_pid() as pid');
  spawnSync('chrt', ['-r', '-p', '5', String(self[0]?.pid)]);
  const out = [];
  for (const q of queries) {
    await client.query('begin');
    for (const setting of q.settings) await client.query(setting);
    const { rows } = await client.query(`explain (analyze, buffers) ${q.sql}`, q.parameters as unknown[]);
    await client.query('rollback');
    const plan = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']);
    out.push({ ...q, plan: [...q.settings.map((setting) => `(${setting})`), ...plan] });
  }
  await client.end();
  return out;
}

const plans = await explain();
await db.destroy();
process.stdout.write(`${JSON.stringify({ kind, total, plans })}\n`);
