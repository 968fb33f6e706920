import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export const KB = 1024;

/**
 * Records the scripts a page downloads from now on; the returned function waits for the network
 * to go idle and gives each one's path and body size gzipped at level 9 (Vite's measure).
 */
export function recordScripts(page: Page) {
  const pending: Promise<{ path: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    return { scripts, total: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  };
}
