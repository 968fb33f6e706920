// Answer-quality bench of the offline support assistant (not a test; answer-quality.test.ts
// guards the same threshold): 40 member questions in everyday Portuguese against the seeded
// knowledge base, top-1 ≥ 85 %. `npm run bench -- support-quality`
import { spawnSync } from 'node:child_process';
import { ROOT, writeResult } from './lib/processes.mjs';

const TARGET_TOP1 = 0.85;
const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/support-quality.ts'], {
  cwd: ROOT,
  encoding: 'utf8',
  timeout: 120_000,
});
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
const lines = run.stdout.trim().split('\n');
const result = JSON.parse(lines.pop());
console.log(lines.join('\n'));
console.log(`result: ${writeResult('support-quality', { ...result })}`);
process.exit(result.summary.top1Rate >= TARGET_TOP1 ? 0 : 1);
