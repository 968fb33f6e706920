// Held-back measurement of the offline support assistants (issue 18 acceptance: "a held-back set
// of everyday questions is also measured independently"): questions written without seeing the
// evaluation set, labelled before they were run. A measurement, not a gate: it prints top-1 and
// the misses and exits 0 whatever the figure.
// `npm run bench -- support-held-back`
import { spawnSync } from 'node:child_process';
import { ROOT, writeResult } from './lib/processes.mjs';

const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/support-held-back.ts'], {
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
console.log(`result: ${writeResult('support-held-back', { ...result })}`);
