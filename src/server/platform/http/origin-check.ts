import type { MiddlewareHandler } from 'hono';
import { AppError, MESSAGES } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing calls a page on another site made a browser send (cross-site request forgery);
 * SameSite=Lax cookies stay the second layer. Browsers mark such calls themselves: Origin names
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
