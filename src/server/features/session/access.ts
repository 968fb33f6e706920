import type { Hono, MiddlewareHandler } from 'hono';
import { type Access, evaluateGuard } from '../../../shared/routes';
import { SESSION_REPLACED } from '../../../shared/schemas/session';
import type { AppEnv, Deps } from '../../app-env';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { assertAdminTwoFactor } from '../auth';
import { grantGivesAccess } from '../subscriptions';
import { endReasonOf } from './end-reason';
import { END_REASON_REPLACED } from './session-limit';
import { getViewer } from './viewer';

const ACCESS = Symbol('access');
type AccessMiddleware = MiddlewareHandler<AppEnv> & { [ACCESS]: Access };

const DENIALS = {
  '/auth': new AppError(401, MESSAGES.unauthenticated, 'unauthenticated'),
  '/dashboard': new AppError(403, MESSAGES.adminOnly, 'admin_only'),
  '/subscription-expired': new AppError(403, MESSAGES.subscriptionRequired, 'subscription_required'),
} as const;
const SESSION_REPLACED_DENIAL = new AppError(401, MESSAGES.sessionReplaced, SESSION_REPLACED);

/**
 * Declares who may call a route and enforces it with SPEC §4's guard order, the same function
 * the client router uses. Every route must carry one: assertEveryRouteDeclaresAccess refuses to
 * start an app where one is missing. `adminOnlyMessage` replaces the 403's text where the spec
 * words it for that action (SPEC §5: settings).
 */
export function allow(
  access: Access,
  deps: Deps,
  options: { adminOnlyMessage?: string } = {},
): AccessMiddleware {
  const adminOnly = options.adminOnlyMessage && new AppError(403, options.adminOnlyMessage, 'admin_only');
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (access !== 'visitor') {
      const viewer = await getViewer(c, deps);
      // The current subscription comes with the viewer, read in the same trip as the session.
      const outcome = evaluateGuard(
        access,
        viewer && { role: viewer.role, hasActiveSubscription: grantGivesAccess(viewer.subscription) },
      );
      if (!outcome.allow) {
        if (adminOnly && outcome.redirectTo === '/dashboard') throw adminOnly;
        // Issue 21 §3: the device whose session a newer sign-in ended is told so (the 401's code).
        if (!viewer && (await endReasonOf(c, deps)) === END_REASON_REPLACED) throw SESSION_REPLACED_DENIAL;
        throw DENIALS[outcome.redirectTo];
      }
      // Issue 21 §1: admin routes also need the admin's two-factor (ADMIN_TWO_FACTOR=required).
      if (access === 'admin' && viewer) await assertAdminTwoFactor(deps, viewer);
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
