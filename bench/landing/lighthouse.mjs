// Lighthouse (mobile preset, simulated throttling) against the built app in the local Chromium.
// Usage: npm run build && node bench/landing/lighthouse.mjs [--runs=3]
// Prints the four category scores per public page (median of the runs) and exits 1 below the
// targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from '../lib/processes.mjs';
import { startBuiltServer } from './built-server.mjs';

// Lighthouse is not a dependency (docs/decisions/005): npx fetches this version from the registry.
const LIGHTHOUSE = 'lighthouse@12.2.3';

const PAGES = ['/', '/termos-uso', '/politica-privacidade'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = path.resolve('.tmp/lighthouse');

function audit(url, outputPath) {
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output=html',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-background-networking',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  return JSON.parse(readFileSync(`${outputPath}.report.json`, 'utf8'));
}

const server = await startBuiltServer();
let failed = false;
try {
  mkdirSync(reportDir, { recursive: true });
  const rows = [];
  for (const page of PAGES) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const metrics = { fcp: [], lcp: [], tbt: [], cls: [] };
    for (let run = 0; run < runs; run += 1) {
      const name = page === '/' ? 'landing' : page.slice(1);
      const lhr = audit(`${server.url}${page}`, path.join(reportDir, `${name}-${run + 1}`));
      for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c].score ?? 0) * 100));
      metrics.fcp.push(lhr.audits['first-contentful-paint'].numericValue);
      metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
      metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue);
      metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
    }
    const row = { page, ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) };
    row.fcp = `${(median(metrics.fcp) / 1000).toFixed(2)} s`;
    row.lcp = `${(median(metrics.lcp) / 1000).toFixed(2)} s`;
    row.tbt = `${Math.round(median(metrics.tbt))} ms`;
    row.cls = median(metrics.cls).toFixed(3);
    rows.push(row);
    for (const c of CATEGORIES) if (row[c] < TARGETS[c]) failed = true;
  }
  console.log(`${LIGHTHOUSE}, mobile preset, median of ${runs} run(s)`);
  console.table(rows);
  console.log(`HTML reports: ${path.relative(process.cwd(), reportDir)}/`);
} finally {
  await server.stop();
}
if (failed) {
  console.error('Below target: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95.');
  process.exit(1);
}
