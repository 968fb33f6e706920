// What a signed-in first visit downloads and how soon the page is usable, in real Chromium against
// the built app (decision 018). Usage: node bench/app-first-load.mjs [--runs 3]
// For each page: a fresh browser context holding only the session cookie opens it, waits for the
// network to go idle, and counts every script (body gzipped at zlib level 9, Vite's measure).
// Timings are the median of the runs: when /api/me starts (ms after navigation start; "embedded"
// when the page carries the viewer and never asks), and when the page's heading shows, on loopback
// and under emulated slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown).
// Exits 1 over budget: member pages ≤ 123 KB in ≤ 10 files, /admin ≤ 200 KB in ≤ 12 files.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median, numberOption } from './lib/processes.mjs';
import { startSignedInApp } from './lib/signed-in-app.mjs';

const KB = 1024;
const PAGES = [
  { path: '/dashboard', as: 'member', budget: { kb: 123, files: 10 } },
  { path: '/conectar', as: 'member', budget: { kb: 123, files: 10 } },
  { path: '/biblioteca', as: 'member', budget: { kb: 123, files: 10 } },
  { path: '/admin', as: 'admin', budget: { kb: 200, files: 12 } },
  { path: '/admin/usuarios', as: 'admin', budget: { kb: 200, files: 12 } },
];
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
const runs = numberOption('runs', 3);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const { base, cookies, stop } = await startSignedInApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});

/** One cold visit: a new context (empty cache) with the session cookie. */
async function visit(pagePath, cookie, { throttled }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: base };
    }),
  );
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const scripts = [];
  let meStartedAt = null;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me' && meStartedAt === null) meStartedAt = Date.now();
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({
          path: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
    );
  });
  const startedAt = Date.now();
  const response = await page.goto(`${base}${pagePath}`);
  if (!response?.ok()) throw new Error(`${pagePath}: HTTP ${response?.status()}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const headingAt = Date.now();
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  if (new URL(page.url()).pathname !== pagePath) throw new Error(`${pagePath}: landed on ${page.url()}`);
  const files = await Promise.all(scripts);
  await context.close();
  return {
    files,
    headingMs: headingAt - startedAt,
    meMs: meStartedAt === null ? null : meStartedAt - startedAt,
  };
}

let failed = false;
try {
  const rows = [];
  for (const { path: pagePath, as, budget } of PAGES) {
    const loopback = [];
    const slow = [];
    for (let run = 0; run < runs; run += 1) {
      loopback.push(await visit(pagePath, cookies[as], { throttled: false }));
      slow.push(await visit(pagePath, cookies[as], { throttled: true }));
    }
    const { files } = loopback[0];
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const meTimes = loopback.map((v) => v.meMs).filter((ms) => ms !== null);
    rows.push({
      page: pagePath,
      as,
      'JS files': files.length,
      'JS gzip': kb(gzip),
      '/api/me starts': meTimes.length ? `${Math.round(median(meTimes))} ms` : 'embedded',
      'heading (loopback)': `${Math.round(median(loopback.map((v) => v.headingMs)))} ms`,
      'heading (slow 4G)': `${(median(slow.map((v) => v.headingMs)) / 1000).toFixed(2)} s`,
    });
    if (gzip > budget.kb * KB || files.length > budget.files) {
      failed = true;
      console.error(
        `${pagePath}: ${files.length} files, ${kb(gzip)} — budget ${budget.files} files, ${budget.kb} KB`,
      );
      console.table(files.map((f) => ({ file: f.path, gzip: kb(f.gzip) })));
    }
  }
  console.log(`First signed-in load, median of ${runs} cold run(s) per page (412×823 window)`);
  console.table(rows);
} finally {
  await browser.close();
  await stop();
}
if (failed) process.exit(1);
