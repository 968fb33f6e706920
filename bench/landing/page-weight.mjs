// What the public pages make a browser download, by kind, in real Chromium against the built app.
// Usage: npm run build && node bench/landing/page-weight.mjs
// JavaScript is measured as each script's body gzipped (zlib level 9), the same measure as Vite's
// report; "served" is what crossed the wire (the server's own compression). Budget: the JS that
// / loads ≤ 90 KB gzip, and none of it from the SPA (member and admin code).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltServer } from './built-server.mjs';

const PAGES = ['/', '/termos-uso', '/politica-privacidade'];
const JS_BUDGET = 90 * 1024;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
let failed = false;
try {
  for (const pagePath of PAGES) {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      pending.push(
        Promise.all([response.body().catch(() => Buffer.alloc(0)), response.request().sizes()]).then(
          ([body, sizes]) => ({
            kind,
            path: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            served: sizes.responseBodySize,
          }),
        ),
      );
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    // Scroll to the end so anything lazy would load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(pending);
    await page.close();

    console.log(`\n${pagePath}`);
    console.table(
      files.map((f) => ({
        kind: f.kind,
        file: f.path,
        raw: kb(f.raw),
        gzip: kb(f.gzip),
        served: kb(f.served),
      })),
    );
    const scripts = files.filter((f) => f.kind === 'script');
    const jsGzip = scripts.reduce((sum, f) => sum + f.gzip, 0);
    const spaCode = scripts.filter((f) => !/^\/(assets\/enhance-[\w-]+\.js|theme-init\.js)$/.test(f.path));
    console.log(`JavaScript: ${scripts.length} file(s), ${kb(jsGzip)} gzip (budget ${kb(JS_BUDGET)})`);
    if (jsGzip > JS_BUDGET || spaCode.length > 0) {
      failed = true;
      console.error(`Over budget or SPA code loaded: ${spaCode.map((f) => f.path).join(', ')}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exit(1);
