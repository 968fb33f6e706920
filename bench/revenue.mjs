// Decision 022: the overview's revenue at a realistic size (not a test). Seeds 200,000 money
// movements over 13 months and 200,000 members with their first and lost access, then times
// getRevenue and the whole overview's data in-process (10 warm-up, 200 timed) and prints each
// revenue query's plan (EXPLAIN QUERY PLAN; EXPLAIN ANALYZE on PostgreSQL).
//
//   npm run bench -- revenue [--postgres] [--movements 200000] [--members 200000]

import { scratchDatabase } from './lib/databases.mjs';
import { appEnv, machineFacts, numberOption, runTsx, wantsPostgres, writeResult } from './lib/processes.mjs';

const movements = numberOption('movements', 200_000);
const members = numberOption('members', 200_000);

const engines = wantsPostgres() ? [false, true] : [false];
for (const postgres of engines) {
  const database = await scratchDatabase({ postgres });
  try {
    const env = {
      ...appEnv(database),
      BENCH_MOVEMENTS: String(movements),
      BENCH_MEMBERS: String(members),
    };
    const result = runTsx('bench/lib/revenue-bench.ts', [], env, 14 * 60_000);
    const engine = postgres ? `PostgreSQL ${database.serverVersion}` : 'SQLite';
    console.log(
      `\n## ${engine}: ${result.movements} movements, ${result.members} members (seeded in ${result.seedSeconds.toFixed(0)} s)`,
    );
    for (const [label, t] of Object.entries(result.timings))
      console.log(`${label}: p50 ${t.p50} ms, p90 ${t.p90} ms, p99 ${t.p99} ms`);
    for (const q of result.perQuery) console.log(`  alone: p50 ${q.p50} ms, p99 ${q.p99} ms — ${q.sql}`);
    for (const q of result.plans) {
      console.log(`\n  ${q.sql.replace(/\s+/g, ' ').slice(0, 300)}`);
      for (const line of q.plan) console.log(`    ${line}`);
    }
    const file = writeResult(`revenue-${result.kind}`, {
      bench: 'revenue',
      machine: machineFacts(),
      engine,
      ...result,
    });
    console.log(`results: ${file}`);
  } finally {
    await database.drop();
  }
}
