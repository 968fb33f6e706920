// `node --import tsx bench/lib/query-plans.ts`, started by bench/query-plans.mjs with DATA_DIR or
// DATABASE_URL pointing at a scratch database: migrates, seeds a few thousand rows per table,
// ANALYZEs, then explains every query of the catalogue. Prints one JSON document on stdout.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { createDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/platform/config/env';
import { toSqliteParameters } from '../../src/server/platform/db/sqlite-database';
import { createLogger } from '../../src/server/platform/logger';
import { createUser } from '../../src/server/seed/factories';
import { buildCatalogue } from './query-catalogue';
import { DEFAULT_SIZES, seedBulk } from './seed-bulk';

const env = loadEnv();
const deps = await createDeps(env, createLogger('warn'));
const { db, kind } = deps.database;
await seedBulk(db);
const member = await createUser(deps, { role: 'user', subscription: 'active' });
await sql`analyze`.execute(db);
const catalogue = await buildCatalogue(deps, member);

const counts: Record<string, number> = {};
for (const table of [
  'profiles',
  'sessions',
  'accounts',
  'subscriptions',
  'rate_limits',
  'library_items',
  'trainings',
].concat(['support_conversations', 'support_tickets', 'totp_requests', 'landing_tools'])) {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    db,
  );
  counts[table] = Number(rows[0]?.n ?? 0);
}

async function explainAll() {
  if (kind === 'sqlite') {
    const sqlite = new SQLite(path.join(path.resolve(env.DATA_DIR), 'hub.sqlite'), { readonly: true });
    try {
      return catalogue.map((q) => ({
        ...q,
        plan: (
          sqlite.prepare(`explain query plan ${q.sql}`).all(toSqliteParameters(q.parameters)) as {
            detail: string;
          }[]
        ).map((r) => r.detail),
      }));
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const out = [];
    for (const q of catalogue) {
      const { rows } = await client.query(`explain ${q.sql}`, q.parameters as unknown[]);
      out.push({ ...q, plan: rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']) });
    }
    return out;
  } finally {
    await client.end();
  }
}

const plans = await explainAll();
await db.destroy();
process.stdout.write(`${JSON.stringify({ kind, sizes: DEFAULT_SIZES, counts, plans })}\n`);
