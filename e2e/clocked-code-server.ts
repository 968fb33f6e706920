import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Page } from '@playwright/test';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../src/server/app-env';
import { toolsAccessRoutes } from '../src/server/features/tools-access/tools-access.routes';
import { errorHandler } from '../src/server/platform/http/app-error';

/** When the 30-second window holding `now` ends (docs/product.md#limits-and-constants). */
const windowEnd = (now: number) => Math.floor(now / 30_000) * 30_000 + 30_000;

/**
 * The page on a clock the test moves (page.clock), and its code requests answered at the page's
 * time, so a 30-second rollover takes no real 30 s. The tools-access routes run in this Playwright
 * worker (an OS process of its own, on the server's database: a second app process, as behind a
 * load balancer) with that time as their clock, the way the API tests give it: no production code
 * knows about it.
 */
export async function clockedCodeServer(page: Page, deps: Deps) {
  const pageNow = () => page.evaluate(() => Date.now());
  let answeredAt = 0;
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.logger));
  app.route(
    '/api/tools-access',
    toolsAccessRoutes(deps, () => answeredAt),
  );
  let server: ReturnType<typeof serve> | undefined;
  // Port 0: the system picks a free one, so parallel runs never race for a number.
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  await page.clock.install({ time: Date.now() });
  await page.route('**/api/tools-access/code', async (route) => {
    answeredAt = await pageNow();
    const headers = await route.request().allHeaders();
    const res = await fetch(`http://127.0.0.1:${port}/api/tools-access/code`, {
      method: 'POST',
      headers: { cookie: headers.cookie ?? '', 'user-agent': headers['user-agent'] ?? '' },
    });
    await route.fulfill({ status: res.status, contentType: 'application/json', body: await res.text() });
  });
  return {
    /** The page's time (and the server's when it answers). */
    now: pageNow,
    /** Jumps forward (the page's timers that fell due fire once, as after a sleep). */
    skip: (ms: number) => page.clock.fastForward(ms),
    /** Jumps forward to `seconds` into the next 30-second window. */
    async skipIntoNextWindow(seconds: number) {
      const now = await pageNow();
      await page.clock.fastForward(windowEnd(now) + seconds * 1000 - now);
    },
    /** Jumps forward to `secondsBefore` the end of the current 30-second window (if still ahead). */
    async skipToWindowEnd(secondsBefore: number) {
      const now = await pageNow();
      const ms = windowEnd(now) - secondsBefore * 1000 - now;
      if (ms > 0) await page.clock.fastForward(ms);
    },
    /** Stops the page's time (a moment ahead: it flows until the call lands); then only `tick` moves it. */
    pause: async () => page.clock.pauseAt((await pageNow()) + 2000),
    /** One second of the page's time, its timers firing as they fall due. */
    tick: () => page.clock.runFor(1000),
    /** The page's time flows again. */
    resume: () => page.clock.resume(),
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
