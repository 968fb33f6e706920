import type { Context } from 'hono';
import type { PublicConfig } from '../../../shared/public-config';
import type { Access } from '../../../shared/routes';
import type { MeResponse } from '../../../shared/schemas/session';
import type { AppEnv } from '../../app-env';
import type { Logger } from '../logger';
import type { likelyNextPrefetches, ScreenPreloads } from './client-routes';
import { LAYOUT_SKELETON, LOADING_SKELETON } from './first-screen';
import { type FixedPart, fixedPart, gzipParts } from './gzip-parts';

// JSON in a non-executable script tag: CSP-safe, and "<" escaped so no value can close the tag.
export const jsonTag = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const CONFIG_SLOT = '<!--app-config-->';
const ROOT_SLOT = '<div id="root"></div>';

type ViewerKind = 'visitor' | 'member' | 'admin';
const kindOf = (me: MeResponse | null): ViewerKind =>
  !me?.profile ? 'visitor' : me.profile.role === 'admin' ? 'admin' : 'member';

/** Whether Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined) {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';');
    return name.trim() === 'gzip' && !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

/**
 * The app's page (the SPA shell, decision 018): the built index.html with the operator's public
 * settings, the viewer (what /api/me would answer), the screen's module preloads, the chunks the
 * viewer is likely to open next (fetched by the browser when idle) and the first screen's skeleton.
 * Everything but the viewer is fixed per screen and kind of viewer, so it is put together and
 * compressed once; a request only reads the viewer and joins three parts (gzip-parts.ts).
 */
export function appPageRenderer(options: {
  indexHtml: string;
  config: PublicConfig;
  preloads: ScreenPreloads;
  prefetches: ReturnType<typeof likelyNextPrefetches>;
  logger: Logger;
  readMe: (c: Context<AppEnv>) => Promise<MeResponse>;
  /** The headers every page carries (security headers); content type, caching and encoding are added. */
  headers: Promise<Record<string, string>>;
}) {
  const { indexHtml, config, preloads, prefetches, logger, readMe } = options;
  const [beforeConfig, afterConfig] = indexHtml.split(CONFIG_SLOT);
  if (afterConfig === undefined || !afterConfig.includes(ROOT_SLOT))
    throw new Error(`index.html lacks ${CONFIG_SLOT} or ${ROOT_SLOT}`);
  const headText = `${beforeConfig}${jsonTag('app-config', config)}`;
  const head = fixedPart(headText, { last: false });

  const tails = new Map<string, { text: string; part: FixedPart }>();
  const tailOf = (screen: string | undefined, access: Access, kind: ViewerKind) => {
    const key = `${screen}|${access}|${kind}`;
    let tail = tails.get(key);
    if (!tail) {
      const signedInPage = kind !== 'visitor' && access !== 'visitor';
      const skeleton = signedInPage ? LAYOUT_SKELETON : LOADING_SKELETON;
      const text =
        preloads.tags(screen) +
        (kind === 'visitor' ? '' : prefetches.tags(kind, screen)) +
        afterConfig.replace(ROOT_SLOT, `<div id="root">${skeleton}</div>`);
      tail = { text, part: fixedPart(text, { last: true }) };
      tails.set(key, tail);
    }
    return tail;
  };

  // Should reading the viewer fail, the page goes without: the app asks /api/me and shows its error state.
  const viewerOf = (c: Context<AppEnv>) =>
    readMe(c).catch((error: unknown) => {
      logger.warn({ err: error }, 'page served without its viewer');
      return null;
    });

  const headersFor = options.headers.then((common) => {
    const plain = {
      ...common,
      'content-type': 'text/html; charset=UTF-8',
      // no-store keeps member pages out of the back/forward cache after sign-out.
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
    };
    return { plain, gzip: { ...plain, 'content-encoding': 'gzip' } };
  });

  /** The page of a screen (undefined: the not-found page) behind an access level. */
  return async function render(
    c: Context<AppEnv>,
    page: { screen: string | undefined; access: Access; status?: 200 | 404 },
  ) {
    const me = await viewerOf(c);
    const tail = tailOf(page.screen, page.access, kindOf(me));
    const viewer = me ? jsonTag('app-viewer', me) : '';
    const headers = await headersFor;
    const status = page.status ?? 200;
    // A Response with a plain body and headers object: Node's server writes it without copying.
    if (acceptsGzip(c.req.header('accept-encoding')))
      return new Response(gzipParts(head, viewer, tail.part) as Uint8Array<ArrayBuffer>, {
        status,
        headers: headers.gzip,
      });
    return new Response(headText + viewer + tail.text, { status, headers: headers.plain });
  };
}
