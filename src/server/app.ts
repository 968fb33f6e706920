import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Deps } from './app-env';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { assertEveryRouteDeclaresAccess } from './features/session/access';
import { sessionRoutes } from './features/session/session.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { AppError, MESSAGES } from './platform/http/app-error';
import { errorHandler } from './platform/http/error-handler';
import { presetHeader } from './platform/http/preset-header';
import { requestContext } from './platform/http/request-context';

const MAX_JSON_BYTES = 64 * 1024;

/**
 * bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a full WHATWG Request
 * (URL parse + undici Request) for every call. GET and HEAD carry no body we read, so they skip it.
 */
function limitBodies(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(413, MESSAGES.tooLarge);
    },
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/**
 * API answers carry member data: never cached by the browser, never sniffed as another type.
 * Preset, so a handler may still choose its own cache-control.
 */
const apiHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  presetHeader(c, 'x-content-type-options', 'nosniff');
  presetHeader(c, 'cache-control', 'no-store');
  await next();
};

/** The API: every route module mounted under /api, each route with its declared access rule. */
export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>()
    .use(apiHeaders)
    .use(limitBodies(MAX_JSON_BYTES))
    .route('/auth', authRoutes(deps))
    .route('/me', sessionRoutes(deps))
    .route('/me', subscriptionsRoutes(deps))
    .route('/me', profileRoutes(deps))
    .route('/health', healthRoutes(deps));
  return api;
}

export type ApiType = ReturnType<typeof createApi>;

export function createApp(deps: Deps, options: { web?: Hono<AppEnv> } = {}) {
  const app = new Hono<AppEnv>();
  app.use(requestContext(deps.logger));
  app.onError(errorHandler(deps.logger));
  const api = createApi(deps);
  assertEveryRouteDeclaresAccess(api);
  app.route('/api', api);
  // A mounted app's notFound is never called, so unknown API paths and methods are answered
  // here, in JSON and Portuguese, before the web routes could answer with the HTML shell.
  app.all('/api/*', (c) => c.json({ message: MESSAGES.notFound }, 404));
  if (options.web) app.route('/', options.web);
  return app;
}
