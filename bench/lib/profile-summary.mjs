// `node bench/lib/profile-summary.mjs [--skip-ms N] [--until-ms N] [--inclusive] file.cpuprofile [top]`: self
// time by function and by package (and, with --inclusive, time including callees), so a --cpu-prof
// run of the bench can be read without a GUI.
import { readFileSync } from 'node:fs';

// `--skip-ms N` leaves out the first N ms (start-up, warm-up).
const args = process.argv.slice(2);
const skipAt = args.indexOf('--skip-ms');
const skipMs = skipAt >= 0 ? Number(args.splice(skipAt, 2)[1]) : 0;
// `--until-ms N` stops at N ms (one phase of a bench that runs several).
const untilAt = args.indexOf('--until-ms');
const untilMs = untilAt >= 0 ? Number(args.splice(untilAt, 2)[1]) : Number.POSITIVE_INFINITY;
const inclusiveAt = args.indexOf('--inclusive');
const inclusive = inclusiveAt >= 0 && args.splice(inclusiveAt, 1).length > 0;
const [file, topArg] = args;
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
let elapsedUs = 0;
for (let i = 0; i < profile.samples.length; i++) {
  elapsedUs += dt[i] ?? 0;
  if (elapsedUs < skipMs * 1000 || elapsedUs > untilMs * 1000) continue;
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url) => {
  if (!url) return '(native)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/dist/server/')) return 'app bundle';
  return url;
};
const fnTotals = new Map();
const pkgTotals = new Map();
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id);
  const key = `${f.functionName || '(anonymous)'}  ${where(f.url)}:${f.lineNumber + 1}`;
  fnTotals.set(key, (fnTotals.get(key) ?? 0) + us);
  const pkg = where(f.url);
  pkgTotals.set(pkg, (pkgTotals.get(pkg) ?? 0) + us);
}
const show = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
    );
};
console.log(`total sampled: ${(total / 1000).toFixed(0)} ms`);
show('self time by package', pkgTotals, 15);
show('self time by function', fnTotals, top);

if (inclusive) {
  // Each sample counts once for every distinct function on its stack.
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const keyOf = ({ callFrame: f }) =>
    `${f.functionName || '(anonymous)'}  ${where(f.url)}:${f.lineNumber + 1}`;
  const totals = new Map();
  for (const [id, us] of self) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) seen.add(keyOf(byId.get(at)));
    for (const key of seen) totals.set(key, (totals.get(key) ?? 0) + us);
  }
  show('time including callees', totals, top);
}
