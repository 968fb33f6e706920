import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { type PublicPage, renderPublicPage } from '../../../public-site/render-page';
import type { PageAssets } from '../../../public-site/site-data';
import type { LandingCatalogue } from '../../../public-site/tool-categories';
import type { PublicConfig } from '../../../shared/public-config';
import { SERVER_PAGES } from '../../../shared/routes';
import type { AppEnv } from '../../app-env';

/** How long the landing may show the catalogue as it was: an operator's edit shows within this. */
export const LANDING_TOOLS_FRESH_MS = 30_000;

type PublicPagesOptions = {
  assets: PageAssets;
  config: PublicConfig;
  siteUrl?: string;
  /** The landing's tool grid from the catalogue (read again at most every LANDING_TOOLS_FRESH_MS). */
  loadTools: () => Promise<LandingCatalogue>;
  /** Whether the request comes with a live session (the session feature answers; the platform only asks). */
  isSignedIn?: (c: Context<AppEnv>) => Promise<boolean>;
};

/**
 * `/`, /termos-uso and /politica-privacidade as server-rendered HTML (no React in the browser).
 * Each page is rendered once and kept in memory; the year in the footer keys the cache, and the
 * landing has a second copy for signed-in visitors (Meu painel instead of Entrar). The landing's
 * tools are read again once LANDING_TOOLS_FRESH_MS has passed, and the landing rendered anew when
 * they changed (every process of a cluster reads them itself: no message between processes).
 */
export function publicPages({ assets, config, siteUrl, loadTools, isSignedIn }: PublicPagesOptions) {
  const cache = new Map<string, Promise<{ html: string; etag: string }>>();
  const noTools: LandingCatalogue = { tools: [], moreTools: 0 };
  let catalogue: { readAt: number; value: Promise<{ tools: LandingCatalogue; key: string }> } | undefined;
  const currentCatalogue = () => {
    const now = Date.now();
    if (!catalogue || now - catalogue.readAt >= LANDING_TOOLS_FRESH_MS) {
      const value = loadTools().then((tools) => ({
        tools,
        key: createHash('sha1').update(JSON.stringify(tools)).digest('hex'),
      }));
      const entry = { readAt: now, value };
      // A failed read (e.g. the database was down) is retried on the next request.
      value.catch(() => {
        if (catalogue === entry) catalogue = undefined;
      });
      catalogue = entry;
    }
    return catalogue.value;
  };

  // The ETag is hashed once with the page, so the etag middleware only compares it.
  const render = (page: PublicPage, year: number, signedIn: boolean, tools: LandingCatalogue) => {
    const html = renderPublicPage(page, { config, siteUrl, ...tools, year, signedIn }, assets);
    return { html, etag: `"${createHash('sha1').update(html).digest('hex')}"` };
  };
  const rendered = async (page: PublicPage, signedIn: boolean) => {
    const year = new Date().getFullYear();
    const landing = page === 'landing' ? await currentCatalogue() : { tools: noTools, key: '' };
    const key = `${page}:${year}:${signedIn}:${landing.key}`;
    let pending = cache.get(key);
    if (!pending) {
      // Only the newest catalogue's copies are kept.
      for (const old of cache.keys())
        if (old.startsWith(`${page}:`) && !old.endsWith(`:${landing.key}`)) cache.delete(old);
      pending = Promise.resolve().then(() => render(page, year, signedIn, landing.tools));
      // A failed render (e.g. the database was down) is retried on the next request.
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  };

  const app = new Hono<AppEnv>();
  for (const [page, path] of Object.entries(SERVER_PAGES) as [PublicPage, string][]) {
    app.get(path, etag(), async (c) => {
      // Revalidated on every visit (cheap: ETag), so a new deploy shows at once.
      c.header('cache-control', 'no-cache');
      // Only the landing's header depends on the session; the two copies have their own ETags.
      const signedIn = page === 'landing' && isSignedIn ? await isSignedIn(c) : false;
      if (page === 'landing') c.header('vary', 'Cookie');
      const { html, etag } = await rendered(page, signedIn);
      c.header('etag', etag);
      return c.html(html);
    });
    if (path !== '/') app.get(`${path}/`, (c) => c.redirect(path, 301));
  }
  return app;
}
