// Lighthouse (mobile preset, simulated throttling) against the built app in the local Chromium.
// Usage: npm run build && node bench/landing/lighthouse.mjs [--runs 3]
// Prints the four category scores per public page (median of the runs) and exits 1 below the
// targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95.
import path from 'node:path';
import { auditPage, LIGHTHOUSE, REPORT_DIR } from '../lib/lighthouse.mjs';
import { numberOption } from '../lib/processes.mjs';
import { startBuiltServer } from './built-server.mjs';

const PAGES = ['/', '/termos-uso', '/politica-privacidade'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const runs = numberOption('runs', 3);

const server = await startBuiltServer();
let failed = false;
try {
  const rows = [];
  for (const page of PAGES) {
    const name = page === '/' ? 'landing' : page.slice(1);
    const audit = auditPage({
      url: `${server.url}${page}`,
      name,
      categories: CATEGORIES,
      targets: TARGETS,
      runs,
    });
    rows.push(audit.row);
    failed ||= audit.failed;
  }
  console.log(`${LIGHTHOUSE}, mobile preset, median of ${runs} run(s)`);
  console.table(rows);
  console.log(`HTML reports: ${path.relative(process.cwd(), REPORT_DIR)}/`);
} finally {
  await server.stop();
}
if (failed) {
  console.error('Below target: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95.');
  process.exit(1);
}
