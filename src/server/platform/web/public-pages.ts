import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { type PublicPage, renderPublicPage } from '../../../public-site/render-page';
import type { PageAssets } from '../../../public-site/site-data';
import type { LandingTool } from '../../../public-site/tool-categories';
import type { PublicConfig } from '../../../shared/public-config';
import { SERVER_PAGES } from '../../../shared/routes';
import type { AppEnv } from '../../app-env';

type PublicPagesOptions = {
  assets: PageAssets;
  config: PublicConfig;
  siteUrl?: string;
  /** The landing's tool catalogue (read once, on the landing's first request). */
  loadTools: () => Promise<LandingTool[]>;
  /** Whether the request comes with a live session (the session feature answers; the platform only asks). */
  isSignedIn?: (c: Context<AppEnv>) => Promise<boolean>;
};

/**
 * `/`, /termos-uso and /politica-privacidade as server-rendered HTML (no React in the browser).
 * Each page is rendered once and kept in memory; the year in the footer keys the cache, and the
 * landing has a second copy for signed-in visitors (Meu painel instead of Entrar).
 */
export function publicPages({ assets, config, siteUrl, loadTools, isSignedIn }: PublicPagesOptions) {
  const cache = new Map<string, Promise<{ html: string; etag: string }>>();

  // The ETag is hashed once with the page, so the etag middleware only compares it.
  const render = async (page: PublicPage, year: number, signedIn: boolean) => {
    const tools = page === 'landing' ? await loadTools() : [];
    const html = renderPublicPage(page, { config, siteUrl, tools, year, signedIn }, assets);
    return { html, etag: `"${createHash('sha1').update(html).digest('hex')}"` };
  };
  const rendered = (page: PublicPage, signedIn: boolean) => {
    const year = new Date().getFullYear();
    const key = `${page}:${year}:${signedIn}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = render(page, year, signedIn);
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
