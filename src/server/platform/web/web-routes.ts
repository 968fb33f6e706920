import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { LandingCatalogue } from '../../../public-site/tool-categories';
import type { PublicConfig } from '../../../shared/public-config';
import { APP_ROUTES } from '../../../shared/routes';
import type { MeResponse } from '../../../shared/schemas/session';
import type { AppEnv } from '../../app-env';
import type { Logger } from '../logger';
import { appPageRenderer } from './app-page';
import { likelyNextPrefetches, screenPreloads, screenRouteOf } from './client-routes';
import { publicPages } from './public-pages';
import { readAppManifest, readPageAssets } from './vite-manifest';

const SIGNED_OUT: MeResponse = { profile: null, subscription: null };

/**
 * Serves the built client: hashed assets cached for a year, the public pages rendered on the
 * server (public-pages.ts), every other page the SPA's HTML shell.
 */
export function webRoutes(options: {
  clientDir: string;
  config: PublicConfig;
  logger: Logger;
  siteUrl?: string;
  loadTools: () => Promise<LandingCatalogue>;
  /** What GET /api/me would answer this request (features/session/read-me.ts). */
  readMe?: (c: Context<AppEnv>) => Promise<MeResponse>;
}) {
  const { clientDir, config, logger, readMe = async () => SIGNED_OUT } = options;
  const pages = publicPages({
    assets: readPageAssets(clientDir),
    config,
    siteUrl: options.siteUrl,
    loadTools: options.loadTools,
    isSignedIn: async (c) => (await readMe(c)).profile !== null,
  });
  const manifest = readAppManifest(clientDir);
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: for the preview of an image chosen before upload (library form); nowhere else.
      imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  // The app's page is the busiest answer: it takes the same headers, worked out once.
  const pageHeaders = Promise.resolve(
    new Hono()
      .use(secure)
      .get('/', (c) => c.body(null))
      .request('/'),
  ).then((res) => Object.fromEntries(res.headers));
  const renderPage = appPageRenderer({
    indexHtml: readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
    config,
    preloads: screenPreloads(manifest),
    prefetches: likelyNextPrefetches(manifest),
    logger,
    readMe: (c) => readMe(c),
    headers: pageHeaders,
  });
  const root = path.relative(process.cwd(), clientDir);
  // Top-level files of public/ (favicon, theme script…); everything else is a page or an asset.
  const publicFiles = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'index.html')
      .map((entry) => `/${entry.name}`),
  );
  const serveFile = serveStatic({ root });

  const web = new Hono<AppEnv>();
  // The app's pages first, each answered whole (app-page.ts) without the middleware below.
  for (const route of APP_ROUTES)
    if ('screen' in route)
      web.get(route.path, (c) => renderPage(c, { screen: route.screen, access: route.access }));
  return web
    .use(secure)
    .use(compress())
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
    })
    .use('/assets/*', serveFile)
    .use('*', async (c, next) => {
      if (!publicFiles.has(c.req.path)) return next();
      const res = await serveFile(c, next);
      // Unhashed names (favicon, theme script, og image): cached briefly, then revalidated.
      if (res?.ok) res.headers.set('cache-control', 'public, max-age=3600');
      return res;
    })
    .route('/', pages)
    .get('*', async (c) => {
      // A page's path with a trailing slash is the page; anything else is the not-found page.
      const route = screenRouteOf(c.req.path);
      if (route) return renderPage(c, { screen: route.screen, access: route.access });
      logger.warn({ path: c.req.path }, 'page not found');
      return renderPage(c, { screen: undefined, access: 'visitor', status: 404 });
    });
}
