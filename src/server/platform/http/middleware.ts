import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env';
import type { Logger } from '../logger';
import { AppError, MESSAGES } from './app-error';

// The middlewares app.ts puts before every route: the request's id and log line, the API's
// headers, the origin check and the body limit.

/**
 * Sets a header of the answer before the handler runs; a header the handler sets itself wins.
 *
 * Served by @hono/node-server, it goes on Node's own response, which merges it into whatever the
 * handler answers. The handler's answer then keeps the plain header record that c.json() makes,
 * where c.header() would make Hono and the adapter build, copy and walk WHATWG Headers objects on
 * every call: about a quarter of GET /api/me's CPU (bench/README.md, "API latency"). Without Node
 * (app.request in tests) it is c.header().
 */
export function presetHeader(c: Context, name: string, value: string) {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

// A caller's own X-Request-Id is kept when it is a plain token (a proxy's id), else one is made:
// hono/request-id's rule, written here so the header goes through presetHeader (its c.header()
// would turn every answer's headers into WHATWG Headers; bench/README.md, step 8).
const GIVEN_ID = /^[\w=-]{1,255}$/;

/** Every request gets an id (X-Request-Id, and in its log lines); each API call logs one JSON line. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && GIVEN_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    presetHeader(c, 'x-request-id', requestId);
    await next();
    if (!c.req.path.startsWith('/api/') || !logger.isLevelEnabled('info')) return;
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}

/**
 * API answers carry member data: never cached by the browser, never sniffed as another type.
 * Preset, so a handler may still choose its own cache-control.
 */
export const apiHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  presetHeader(c, 'x-content-type-options', 'nosniff');
  presetHeader(c, 'cache-control', 'no-store');
  await next();
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing calls a page on another site made a browser send (cross-site request
 * forgery); SameSite=Lax cookies stay the second layer. Browsers mark such calls themselves: Origin names
 * the calling page, Sec-Fetch-Site says whether it is ours. Calls with neither come from
 * scripts and servers, which carry no member's cookies, so they pass. `exemptPrefixes` is for
 * endpoints other sites' servers call with a foreign Origin by design (payment webhooks), which
 * must authenticate the caller themselves (token or signature).
 */
export function originCheck(options: {
  appUrl: string;
  exemptPrefixes?: readonly string[];
}): MiddlewareHandler {
  const appOrigin = new URL(options.appUrl).origin;
  const exempt = options.exemptPrefixes ?? [];
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.some((prefix) => c.req.path.startsWith(prefix)))
      return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    // The browser vouches the page is ours, whichever address it was opened at.
    const sameOrigin = site === 'same-origin' || site === 'none';
    const allowed = sameOrigin || (origin !== undefined ? origin === appOrigin : site === undefined);
    if (!allowed) throw new AppError(403, MESSAGES.foreignOrigin);
    return next();
  };
}

const tooLarge = () => {
  throw new AppError(413, MESSAGES.tooLarge);
};

/**
 * Refuses bodies over `maxSize` (413, pt-BR). GET and HEAD carry no body we read, and routes that
 * apply their own, larger limit (uploads) are skipped.
 *
 * hono's bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a full WHATWG
 * Request (URL, Headers, ReadableStream, AbortSignal) for every call: a third of the CPU of a
 * bodyless POST such as the one-time code (bench/README.md, tools access). A request that came
 * through Node's HTTP parser is framed by its headers: without Transfer-Encoding its body is
 * exactly Content-Length bytes, or none without that header. So its length is read there. Chunked
 * bodies, and requests made in-process (tests: no parser, no framing), are counted by bodyLimit.
 */
export function limitBodies(
  maxSize: number,
  ownLimit: (method: string, path: string) => boolean,
): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || ownLimit(c.req.method, c.req.path))
      return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && incoming.headers['transfer-encoding'] === undefined) {
      return Number(incoming.headers['content-length'] ?? 0) > maxSize ? tooLarge() : next();
    }
    return limit(c, next);
  };
}
