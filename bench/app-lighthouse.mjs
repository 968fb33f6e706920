// Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) on signed-in app pages (decision 018).
// Usage: node bench/app-lighthouse.mjs [--runs 3]
// The session cookie goes in as a request header; a page that ends elsewhere (signed out) fails
// the run. Exits 1 below the targets: performance ≥ 90 on member pages, accessibility 100, best
// practices ≥ 95.
import path from 'node:path';
import { auditPage, LIGHTHOUSE, REPORT_DIR } from './lib/lighthouse.mjs';
import { numberOption } from './lib/processes.mjs';
import { startSignedInApp } from './lib/signed-in-app.mjs';

// The performance target is for the member pages a phone opens; /admin (a desk screen with
// charts) is measured for the record and held to the accessibility and best-practice targets only.
const PAGES = [
  { path: '/dashboard', as: 'member', performance: true },
  { path: '/conectar', as: 'member', performance: true },
  { path: '/admin', as: 'admin', performance: false },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95 };
const runs = numberOption('runs', 3);

const app = await startSignedInApp();
let failed = false;
try {
  const rows = [];
  for (const page of PAGES) {
    const audit = auditPage({
      url: `${app.base}${page.path}`,
      name: `app${page.path.replaceAll('/', '-')}`,
      categories: CATEGORIES,
      targets: page.performance ? TARGETS : { ...TARGETS, performance: 0 },
      runs,
      headers: { Cookie: app.cookies[page.as] },
    });
    rows.push({ ...audit.row, as: page.as });
    failed ||= audit.failed;
  }
  console.log(`${LIGHTHOUSE}, mobile preset, signed in, median of ${runs} run(s)`);
  console.table(rows);
  console.log(`HTML reports: ${path.relative(process.cwd(), REPORT_DIR)}/`);
} finally {
  await app.stop();
}
if (failed) {
  console.error('Below target: performance ≥ 90 (member pages), accessibility 100, best practices ≥ 95.');
  process.exit(1);
}
