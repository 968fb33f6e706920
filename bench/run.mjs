// `npm run bench [-- name… --postgres …]`: runs every bench/*.mjs (or only the named ones), one
// child process each, in name order. Flags are passed through to every bench.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const valued = new Set([
  '--duration',
  '--rounds',
  '--connections',
  '--rotate-ms',
  '--members',
  '--amount',
  '--rows',
  '--samples',
  '--compare',
  '--nodes',
]);
const names = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1]));
const flags = args.filter((a) => !names.includes(a));
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .filter((f) => names.length === 0 || names.includes(f.replace(/\.mjs$/, '')))
  .sort();
if (benches.length === 0) {
  console.error(`no bench matches ${names.join(', ')}`);
  process.exit(1);
}
let failed = 0;
for (const file of benches) {
  console.log(`\n=== bench/${file} ${flags.join(' ')}`);
  const { status } = spawnSync(process.execPath, [path.join(dir, file), ...flags], {
    stdio: 'inherit',
    timeout: 15 * 60_000,
  });
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
