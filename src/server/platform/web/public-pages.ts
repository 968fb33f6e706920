import { createHash } from 'node:crypto';
import { Hono } from 'hono';
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
};

/**
 * `/`, /termos-uso and /politica-privacidade as server-rendered HTML (no React in the browser).
 * Each page is rendered once and kept in memory; the year in the footer keys the cache.
 */
export function publicPages({ assets, config, siteUrl, loadTools }: PublicPagesOptions) {
  const cache = new Map<string, Promise<{ html: string; etag: string }>>();

  // The ETag is hashed once with the page, so the etag middleware only compares it.
  const render = async (page: PublicPage, year: number) => {
    const tools = page === 'landing' ? await loadTools() : [];
    const html = renderPublicPage(page, { config, siteUrl, tools, year }, assets);
    return { html, etag: `"${createHash('sha1').update(html).digest('hex')}"` };
  };
  const rendered = (page: PublicPage) => {
    const year = new Date().getFullYear();
    const key = `${page}:${year}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = render(page, year);
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
      const { html, etag } = await rendered(page);
      c.header('etag', etag);
      return c.html(html);
    });
    if (path !== '/') app.get(`${path}/`, (c) => c.redirect(path, 301));
  }
  return app;
}
