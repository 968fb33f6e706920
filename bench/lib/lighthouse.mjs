// Lighthouse (mobile preset, simulated throttling) in the local Chromium, run through npx: it is not a
// dependency (docs/decisions/005-lockfile-on-a-partial-mirror.md), so npx fetches this version from
// the registry.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './processes.mjs';

export const LIGHTHOUSE = 'lighthouse@12.2.3';
export const REPORT_DIR = path.resolve('.tmp/lighthouse');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One audit of `url` (extra headers such as a session cookie); writes JSON and HTML reports. */
function audit(url, name, categories, headers) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const outputPath = path.join(REPORT_DIR, name);
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
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-background-networking',
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  return JSON.parse(readFileSync(`${outputPath}.report.json`, 'utf8'));
}

/**
 * The median of `runs` audits of a page: each category's score and the main metrics, as a table
 * row. `targets` (category → minimum score) marks the row as failing below any of them.
 */
export function auditPage({ url, name, categories, targets, runs, headers }) {
  const scores = Object.fromEntries(categories.map((c) => [c, []]));
  const metrics = { fcp: [], lcp: [], tbt: [], cls: [] };
  for (let run = 0; run < runs; run += 1) {
    const lhr = audit(url, `${name}-${run + 1}`, categories, headers);
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
    for (const c of categories) scores[c].push(Math.round((lhr.categories[c].score ?? 0) * 100));
    metrics.fcp.push(lhr.audits['first-contentful-paint'].numericValue);
    metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
    metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue);
    metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
  }
  const row = {
    page: new URL(url).pathname,
    ...Object.fromEntries(categories.map((c) => [c, median(scores[c])])),
  };
  row.fcp = `${(median(metrics.fcp) / 1000).toFixed(2)} s`;
  row.lcp = `${(median(metrics.lcp) / 1000).toFixed(2)} s`;
  row.tbt = `${Math.round(median(metrics.tbt))} ms`;
  row.cls = median(metrics.cls).toFixed(3);
  const failed = categories.some((c) => row[c] < (targets[c] ?? 0));
  return { row, failed };
}
