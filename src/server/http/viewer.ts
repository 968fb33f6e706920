import type { Context } from 'hono';
import { getActiveSubscription } from '../data/get-active-subscription';
import { type AppEnv, type Deps, toViewer, type Viewer } from './app-env';
import { forwardCookies } from './forward-cookies';

/**
 * Who is asking, with their current subscription: read once per request from the session cookie,
 * then memoised on the context.
 */
export async function getViewer(c: Context<AppEnv>, deps: Deps): Promise<Viewer | null> {
  const cached = c.get('viewer');
  if (cached !== undefined) return cached;
  // The common case is answered by the fast reader; anything unusual goes through Better Auth.
  const fast = await deps.readSession(c.req.raw.headers);
  const viewer = fast !== undefined ? fast : await readThroughBetterAuth(c, deps);
  c.set('viewer', viewer);
  return viewer;
}

async function readThroughBetterAuth(c: Context<AppEnv>, deps: Deps): Promise<Viewer | null> {
  const { headers, response: result } = await deps.auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  // A sliding refresh (or a revoked session) rewrites the cookie: pass it on, or the browser's
  // cookie would expire 30 days after sign-in while the session row lives on.
  forwardCookies(headers, c);
  if (!result) return null;
  const subscription = await getActiveSubscription({ db: deps.database.db, userId: result.user.id });
  return toViewer({
    userId: result.user.id,
    sessionId: result.session.id,
    email: result.user.email,
    fullName: result.user.name,
    role: result.user.role,
    createdAt: result.user.createdAt,
    subscription: subscription ?? null,
  });
}

/** For handlers behind allow('member') or stricter: the viewer is known to exist. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error('requireViewer used on a route without a member access rule');
  return viewer;
}
