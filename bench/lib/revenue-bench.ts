// `node --import tsx bench/lib/revenue-bench.ts` with DATA_DIR or DATABASE_URL on a scratch
// database (bench/revenue.mjs): seeds the movements and members, times the overview's revenue
// queries in-process, then shows each query's plan. One JSON line out.

import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql } from 'kysely';
import { getOverview } from '../../src/server/features/admin-overview/data/get-overview';
import { getRevenue } from '../../src/server/features/admin-overview/data/get-revenue';
import { loadEnv } from '../../src/server/platform/config/env';
import { openDatabase } from '../../src/server/platform/db/connection';
import { migrateToLatest } from '../../src/server/platform/db/migrate';
import { explainCaptured, queryCapture } from './explain-captured';
import { seedRevenueMembers, seedRevenueMovements } from './seed-revenue';

const movements = Number(process.env.BENCH_MOVEMENTS ?? 200_000);
const members = Number(process.env.BENCH_MEMBERS ?? 200_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);

const env = loadEnv();
const { db, kind } = openDatabase({
  databaseUrl: env.DATABASE_URL,
  sqliteFile: path.join(path.resolve(env.DATA_DIR), 'hub.sqlite'),
});
await migrateToLatest(db);
const seedStart = performance.now();
await seedRevenueMovements(db, movements);
await seedRevenueMembers(db, members);
// PostgreSQL: VACUUM as autovacuum would have on settled tables (an index-only scan then skips the
// heap); the first run, with ANALYZE alone, fetched every row's heap page (bench/README.md).
await (kind === 'postgres' && !process.env.BENCH_NO_VACUUM ? sql`vacuum analyze` : sql`analyze`).execute(db);
const seedSeconds = (performance.now() - seedStart) / 1000;

async function time(work: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await work();
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}

const timings = {
  revenue: await time(() => getRevenue({ db })),
  'whole overview (figures + revenue)': await time(() =>
    Promise.all([getOverview({ db }), getRevenue({ db })]),
  ),
};

const capture = queryCapture(db);
await capture.run('revenue', () => getRevenue({ db }));
// Each query alone, one after the other (getRevenue sends them together).
const perQuery = [];
for (const q of capture.seen) {
  const compiled = CompiledQuery.raw(q.sql, [...q.parameters]);
  perQuery.push({ sql: q.sql.slice(0, 120), ...(await time(() => db.executeQuery(compiled))) });
}
const plans = await explainCaptured(env, kind, capture.seen);
await db.destroy();
process.stdout.write(
  `${JSON.stringify({ kind, movements, members, seedSeconds, timings, perQuery, plans })}\n`,
);
