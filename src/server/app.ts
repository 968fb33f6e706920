import { Hono } from 'hono';
import type { AppEnv, Deps } from './app-env';
import { assertEveryRouteDeclaresAccess } from './features/access';
import { accessRoutes } from './features/access/access.routes';
import { planPricesRoutes } from './features/access/plan-prices.routes';
import { adminOverviewRoutes } from './features/admin-overview/admin-overview.routes';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { bulkActionsRoutes } from './features/admin-users/bulk-actions.routes';
import { memberPageRoutes } from './features/admin-users/member-page.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { ownsUploadLimit } from './features/library';
import { libraryRoutes } from './features/library/library.routes';
import { libraryAdminRoutes } from './features/library/library-admin.routes';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { myDataRoutes } from './features/my-data/my-data.routes';
import { memberPaymentsRoutes } from './features/payments/member-payments.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { paymentsAdminRoutes } from './features/payments/payments-admin.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { CLIENT_IP_HEADER } from './features/session';
import { sessionRoutes } from './features/session/session.routes';
import { supportRoutes } from './features/support/support.routes';
import { supportAdminRoutes } from './features/support/support-admin.routes';
import { supportTicketRoutes } from './features/support/support-tickets.routes';
import { supportTicketAdminRoutes } from './features/support/support-tickets-admin.routes';
import { toolsAccessRoutes } from './features/tools-access/tools-access.routes';
import { toolsCatalogueRoutes } from './features/tools-catalogue/tools-catalogue.routes';
import { toolsCatalogueAdminRoutes } from './features/tools-catalogue/tools-catalogue-admin.routes';
import { trainingsRoutes } from './features/trainings/trainings.routes';
import { trainingsAdminRoutes } from './features/trainings/trainings-admin.routes';
import { twoFactorRoutes } from './features/two-factor/two-factor.routes';
import { twoFactorAdminRoutes } from './features/two-factor/two-factor-admin.routes';
import { appUrlOf } from './platform/config/env';
import { errorHandler, MESSAGES } from './platform/http/app-error';
import { stampClientIp } from './platform/http/client-ip';
import { apiHeaders, limitBodies, originCheck, requestContext } from './platform/http/middleware';
import { measureRequests } from './platform/metrics/process-metrics';

const MAX_JSON_BYTES = 64 * 1024;

/** Where /api/admin/payments lived before the feature had one name on every side: still served. */
export const FORMER_PAYMENTS_ADMIN_PATH = '/admin/integrations';

/**
 * API paths other sites' servers POST to by design, exempt from the origin check: each must
 * authenticate its caller itself (a payment platform's token or signature).
 */
const CROSS_SITE_ENDPOINTS = ['/api/webhooks/'] as const;

/** The API: every route module mounted under /api, each route with its declared access rule. */
export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>()
    .use(apiHeaders)
    .use(originCheck({ appUrl: appUrlOf(deps.env), exemptPrefixes: CROSS_SITE_ENDPOINTS }))
    .use(limitBodies(MAX_JSON_BYTES, ownsUploadLimit))
    // The address sessions and sign-ins record is ours alone, whatever a client wrote under its name.
    .use(stampClientIp(CLIENT_IP_HEADER, deps.env.TRUST_PROXY))
    // Sessions a request created count toward MAX_SESSIONS_PER_MEMBER once it is over.
    .use(deps.sessionLimit.afterRequest)
    .route('/auth', authRoutes(deps))
    .route('/auth/two-factor', twoFactorRoutes(deps))
    .route('/me', sessionRoutes(deps))
    .route('/me', accessRoutes(deps))
    .route('/me', memberPaymentsRoutes(deps))
    .route('/me', profileRoutes(deps))
    .route('/me', myDataRoutes(deps))
    .route('/admin/overview', adminOverviewRoutes(deps))
    .route('/admin/users', adminUsersRoutes(deps))
    .route('/admin/users', twoFactorAdminRoutes(deps))
    .route('/admin/users', bulkActionsRoutes(deps))
    .route('/admin/users', memberPageRoutes(deps))
    .route('/admin/plan-prices', planPricesRoutes(deps))
    .route('/admin/audit', auditRoutes(deps))
    .route('/tools-access', toolsAccessRoutes(deps))
    .route('/tools-catalogue', toolsCatalogueRoutes(deps))
    .route('/admin/tools-catalogue', toolsCatalogueAdminRoutes(deps))
    .route('/library', libraryRoutes(deps))
    .route('/admin/library', libraryAdminRoutes(deps))
    .route('/trainings', trainingsRoutes(deps))
    .route('/admin/trainings', trainingsAdminRoutes(deps))
    .route('/support', supportRoutes(deps))
    .route('/support/tickets', supportTicketRoutes(deps))
    .route('/admin/support', supportAdminRoutes(deps))
    .route('/admin/support/tickets', supportTicketAdminRoutes(deps))
    .route('/webhooks', paymentsRoutes(deps))
    .route('/admin/payments', paymentsAdminRoutes(deps))
    .route(FORMER_PAYMENTS_ADMIN_PATH, paymentsAdminRoutes(deps))
    .route('/health', healthRoutes(deps));
  return api;
}

export type ApiType = ReturnType<typeof createApi>;

/** Routes served outside /api, for machines rather than the app's screens (/metrics, for Prometheus). */
export function createRootRoutes(deps: Deps) {
  return new Hono<AppEnv>().route('/', metricsRoutes(deps));
}

export function createApp(deps: Deps, options: { web?: Hono<AppEnv> } = {}) {
  const app = new Hono<AppEnv>();
  // First, so a request's time includes everything else the app does with it. Only when
  // /metrics is served (METRICS_TOKEN): otherwise nobody reads the figures, and no request pays for them.
  if (deps.env.METRICS_TOKEN) app.use(measureRequests);
  app.use(requestContext(deps.logger));
  app.onError(errorHandler(deps.logger));
  const api = createApi(deps);
  const root = createRootRoutes(deps);
  assertEveryRouteDeclaresAccess(api);
  assertEveryRouteDeclaresAccess(root);
  app.route('/api', api);
  // Before the web routes, whose catch-all would answer /metrics with the HTML shell.
  app.route('/', root);
  // A mounted app's notFound is never called, so unknown API paths and methods are answered
  // here, in JSON and Portuguese, before the web routes could answer with the HTML shell.
  app.all('/api/*', (c) => c.json({ message: MESSAGES.notFound }, 404));
  if (options.web) app.route('/', options.web);
  return app;
}
