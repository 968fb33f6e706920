// `npm test` (= `npm run validate`): lint, types, unit + API suites on SQLite and PostgreSQL,
// build, the cluster and fault scenarios behind HAProxy, then the browser suite in real Chromium.
// Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureHaproxy } from './ensure-haproxy.mjs';

const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

run('Lockfile usable by npm ci', 'node scripts/complete-lockfile.mjs --check');
run('Lint and format (Biome)', 'npx biome check .');
run('Type check (tsc)', 'npx tsc --noEmit');
run(
  `Unit and API tests (SQLite, PostgreSQL ${process.env.TEST_DATABASE_URL ? 'from TEST_DATABASE_URL' : 'embedded'})`,
  'npx vitest run',
);
run('Build', 'npm run build');
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
