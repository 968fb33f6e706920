// `npm test` (= `npm run validate`): lint, types, unit + API suites on SQLite and PostgreSQL
// (the build beside them), the cluster and fault scenarios behind HAProxy, then the browser suite
// in real Chromium. Stops at the first failing step.
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureHaproxy } from './ensure-haproxy.mjs';

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const fail = (title, status) => {
  console.error(`\n✖ ${title} failed (exit ${status})`);
  process.exit(typeof status === 'number' ? status : 1);
};

const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  if (result.status !== 0) fail(title, result.status ?? result.signal);
  console.log(`✔ ${title} (${seconds(started)})`);
};

/**
 * A step run beside the next ones: its output is held and printed whole when `finish` awaits it,
 * so the two logs do not interleave.
 */
const start = (title, command) => {
  console.log(`\n▶ ${title} (beside the next step; its output follows when it ends)\n`);
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exit = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
  return {
    async finish() {
      const status = await exit;
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) fail(title, status);
      console.log(`✔ ${title} (${seconds(started)})`);
    },
  };
};

run('Lockfile usable by npm ci', 'node scripts/complete-lockfile.mjs --check');
run('Lint and format (Biome)', 'npx biome check .');
run('Type check (tsc)', 'npx tsc --noEmit');
// The API suite waits on its databases half the time: the build (sources only) fills those gaps.
const build = start('Build', 'npm run build');
run(
  `Unit and API tests (SQLite, PostgreSQL ${process.env.TEST_DATABASE_URL ? 'from TEST_DATABASE_URL' : 'embedded'})`,
  'npx vitest run',
);
await build.finish();
ensureHaproxy();
run(
  'Cluster and fault tests (3 nodes, PostgreSQL, S3, HAProxy)',
  'npx vitest run --config vitest.cluster.config.ts',
);
const chromium = await ensureChromium();
run(
  'Browser tests (Playwright + Chromium)',
  'npx playwright test',
  chromium ? { CHROMIUM_PATH: chromium } : {},
);
console.log('\nAll checks passed.');
