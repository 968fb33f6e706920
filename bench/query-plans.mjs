// Query plans (not a test): EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL, for every list
// and lookup query the app runs (captured from the real data functions and Better Auth) and the
// paged lists the screens would still need, against a few thousand seeded rows after ANALYZE.
// Flags every full table scan and every sort the planner adds.
//
//   npm run bench -- query-plans               SQLite
//   npm run bench -- query-plans --postgres    SQLite, then PostgreSQL (scratch database on
//                                              BENCH_DATABASE_URL's server, dropped afterwards)
import { spawnSync } from 'node:child_process';
import { scratchDatabase } from './lib/databases.mjs';
import { appEnv, machineFacts, ROOT, wantsPostgres, writeResult } from './lib/processes.mjs';

setTimeout(() => {
  console.error('query-plans: watchdog fired');
  process.exit(1);
}, 10 * 60_000).unref();

/**
 * What a plan says about reads: full table scans (flagged), index searches, ordered walks of a
 * whole index (SQLite "SCAN t USING INDEX": fine under a LIMIT, a full read without one or with a
 * rare filter), and sorts the planner adds.
 */
function classify(kind, plan) {
  const fullScans = [];
  const indexes = [];
  const walks = [];
  let sorts = 0;
  for (const line of plan) {
    if (kind === 'sqlite') {
      const search = line.match(
        /^SEARCH (\S+)(?: AS \S+)? USING (?:COVERING )?(?:INDEX (\S+)|INTEGER PRIMARY KEY)/,
      );
      const walk = line.match(/^SCAN (\S+)(?: AS \S+)? USING (?:COVERING )?INDEX (\S+)/);
      const scan = line.match(/^SCAN (\S+)(?: AS \S+)?$/);
      if (scan) fullScans.push(scan[1]);
      if (walk) walks.push(walk[2]);
      if (search) indexes.push(search[2] ?? 'rowid');
      if (/USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/.test(line)) sorts++;
    } else {
      const seq = line.match(/Seq Scan on (\S+)/);
      if (seq) fullScans.push(seq[1]);
      const idx = line.match(/Index (?:Only )?Scan(?: Backward)? using (\S+)|Bitmap Index Scan on (\S+)/);
      if (idx) indexes.push(idx[1] ?? idx[2]);
      if (/^\s*(->\s*)?(Incremental )?Sort\b/.test(line)) sorts++;
    }
  }
  return {
    fullScans: [...new Set(fullScans)],
    indexes: [...new Set(indexes)],
    walks: [...new Set(walks)],
    sorts,
  };
}

async function run(postgres) {
  const database = await scratchDatabase({ postgres });
  try {
    const env = { ...appEnv(database), APP_URL: 'http://localhost:3000' };
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/query-plans.ts'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 300_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (child.status !== 0) throw new Error(`query-plans.ts failed:\n${child.stdout}\n${child.stderr}`);
    const result = JSON.parse(child.stdout.trim().split('\n').at(-1));
    return { ...result, engine: postgres ? `PostgreSQL ${database.serverVersion}` : 'SQLite' };
  } finally {
    await database.drop();
  }
}

const engines = wantsPostgres() ? [false, true] : [false];
for (const postgres of engines) {
  const result = await run(postgres);
  console.log(`\n## ${result.engine}: rows per table`);
  console.log(
    Object.entries(result.counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', '),
  );
  let flagged = 0;
  const summary = [];
  for (const q of result.plans) {
    const verdict = classify(result.kind, q.plan);
    summary.push({ label: q.label, source: q.source, ...verdict, sql: q.sql, plan: q.plan });
    const marks = [
      verdict.fullScans.length ? `FULL SCAN ${verdict.fullScans.join(', ')}` : null,
      verdict.sorts ? `sort x${verdict.sorts}` : null,
      verdict.walks.length ? `index walk ${verdict.walks.join(', ')}` : null,
      verdict.indexes.length ? `index ${verdict.indexes.join(', ')}` : null,
    ].filter(Boolean);
    if (verdict.fullScans.length) flagged++;
    console.log(`\n[${q.source}] ${q.label}\n  -> ${marks.join(' | ') || 'no table read'}`);
    console.log(`  ${q.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    for (const line of q.plan) console.log(`    ${line}`);
  }
  console.log(`\n${result.engine}: ${result.plans.length} queries, ${flagged} with a full table scan`);
  const file = writeResult(`query-plans-${result.kind}`, {
    bench: 'query-plans',
    machine: machineFacts(),
    engine: result.engine,
    counts: result.counts,
    queries: summary,
  });
  console.log(`results: ${file}`);
}
