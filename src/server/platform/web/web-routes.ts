import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { LandingCatalogue } from '../../../public-site/tool-categories';
import type { PublicConfig } from '../../../shared/public-config';
import type { MeResponse } from '../../../shared/schemas/session';
import type { AppEnv } from '../../app-env';
import type { Logger } from '../logger';
import { isClientRoute, screenPreloads } from './client-routes';
import { publicPages } from './public-pages';
import { readAppManifest, readPageAssets } from './vite-manifest';

// JSON in a non-executable script tag: CSP-safe, and "<" escaped so no value can close the tag.
const jsonTag = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

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
  const [beforeConfig, afterConfig] = readFileSync(path.join(clientDir, 'index.html'), 'utf8').split(
    '<!--app-config-->',
  );
  // The app's page carries the viewer (decision 018): its first screen renders without waiting for
  // /api/me after the code. The page is no-store, so it never outlives the session it describes.
  // Should reading it fail, the page goes without: the app asks /api/me and shows its error state.
  const viewerTag = (c: Context<AppEnv>) =>
    readMe(c).then(
      (me) => jsonTag('app-viewer', me),
      (error: unknown) => {
        logger.warn({ err: error }, 'page served without its viewer');
        return '';
      },
    );
  const preloadsFor = screenPreloads(readAppManifest(clientDir));
  const appPage = async (c: Context<AppEnv>) =>
    `${beforeConfig}${jsonTag('app-config', config)}${await viewerTag(c)}${preloadsFor(c.req.path)}${afterConfig}`;
  const root = path.relative(process.cwd(), clientDir);
  // Top-level files of public/ (favicon, theme script…); everything else is a page or an asset.
  const publicFiles = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'index.html')
      .map((entry) => `/${entry.name}`),
  );
  const serveFile = serveStatic({ root });

  return new Hono<AppEnv>()
    .use(
      secureHeaders({
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
      }),
    )
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
      // no-store keeps member pages out of the back/forward cache after sign-out.
      c.header('cache-control', 'no-store');
      if (isClientRoute(c.req.path)) return c.html(await appPage(c));
      logger.warn({ path: c.req.path }, 'page not found');
      return c.html(await appPage(c), 404);
    });
}
