import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Logger } from '../logger';
import { presetHeader } from './preset-header';

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
