import type { Context } from 'hono';
import type { Role } from '../../shared/constants';
import type { AppEnv, Deps, Viewer } from './app-env';

/** Who is asking: read once per request from the session cookie, then memoised on the context. */
export async function getViewer(c: Context<AppEnv>, deps: Deps): Promise<Viewer | null> {
  const cached = c.get('viewer');
  if (cached !== undefined) return cached;
  const result = await deps.auth.api.getSession({ headers: c.req.raw.headers });
  const viewer: Viewer | null = result
    ? {
        userId: result.user.id,
        sessionId: result.session.id,
        email: result.user.email,
        fullName: result.user.name,
        role: (result.user.role === 'admin' ? 'admin' : 'user') satisfies Role,
        createdAt: result.user.createdAt,
      }
    : null;
  c.set('viewer', viewer);
  return viewer;
}

/** For handlers behind allow('member') or stricter: the viewer is known to exist. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error('requireViewer used on a route without a member access rule');
  return viewer;
}
