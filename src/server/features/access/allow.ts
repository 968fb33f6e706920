import type { Hono, MiddlewareHandler } from 'hono';
import { type Access, evaluateGuard } from '../../../shared/routes';
import { SESSION_REPLACED } from '../../../shared/schemas/session';
import type { AppEnv, Deps } from '../../app-env';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { assertAdminTwoFactor } from '../two-factor';
import { grantGivesAccess } from './member-access';

const ACCESS = Symbol('access');
type AccessMiddleware = MiddlewareHandler<AppEnv> & { [ACCESS]: Access };

const DENIALS = {
  '/auth': new AppError(401, MESSAGES.unauthenticated, 'unauthenticated'),
  '/dashboard': new AppError(403, MESSAGES.adminOnly, 'admin_only'),
  '/subscription-expired': new AppError(403, MESSAGES.subscriptionRequired, 'subscription_required'),
} as const;
const SESSION_REPLACED_DENIAL = new AppError(401, MESSAGES.sessionReplaced, SESSION_REPLACED);

/**
 * Declares who may call a route and enforces it in the guard order of
 * docs/product.md#who-may-open-what, the same function the client router uses. Every route must
 * carry one: assertEveryRouteDeclaresAccess refuses to start an app where one is missing.
 * `adminOnlyMessage` replaces the 403's text where an action has its own wording (the settings'
 * MESSAGES.settingsAdminOnly, docs/product.md#error-messages).
 */
export function allow(
  access: Access,
  deps: Deps,
  options: { adminOnlyMessage?: string } = {},
): AccessMiddleware {
  const adminOnly = options.adminOnlyMessage && new AppError(403, options.adminOnlyMessage, 'admin_only');
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (access !== 'visitor') {
      const viewer = await deps.identify.viewer(c, deps);
      // The deciding grant comes with the viewer, read in the same trip as the session.
      const outcome = evaluateGuard(
        access,
        viewer && { role: viewer.role, hasActiveSubscription: grantGivesAccess(viewer.grant) },
      );
      if (!outcome.allow) {
        if (adminOnly && outcome.redirectTo === '/dashboard') throw adminOnly;
        // The device whose session a newer sign-in ended is told so (the 401's code).
        if (!viewer && (await deps.identify.replaced(c, deps))) throw SESSION_REPLACED_DENIAL;
        throw DENIALS[outcome.redirectTo];
      }
      // An admin's session must have passed two-factor for admin routes, and for subscriber routes
      // too, which hand out the shared logins and codes (docs/decisions/019-two-factor.md).
      if ((access === 'admin' || access === 'subscriber') && viewer) await assertAdminTwoFactor(deps, viewer);
    }
    await next();
  };
  return Object.assign(middleware, { [ACCESS]: access });
}

/** Fails fast at start when a route was registered without allow(...). */
export function assertEveryRouteDeclaresAccess(app: Hono<AppEnv>) {
  const declared = new Set(
    app.routes.filter((r) => ACCESS in (r.handler as object)).map((r) => `${r.method} ${r.path}`),
  );
  const missing = app.routes
    .filter((r) => r.method !== 'ALL' && !declared.has(`${r.method} ${r.path}`))
    .map((r) => `${r.method} ${r.path}`);
  if (missing.length > 0)
    throw new Error(`Routes without an access rule: ${[...new Set(missing)].join(', ')}`);
}
