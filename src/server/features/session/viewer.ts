import type { Context } from 'hono';
import type { Role } from '../../../shared/constants';
import type { Profile } from '../../../shared/schemas/session';
import type { AppEnv, Deps } from '../../app-env';
import { forwardCookies } from '../../platform/http/forward-cookies';
import { getMemberGrant, type MemberGrant } from '../access';
import { sessionPassedSecondFactor, touchSession } from './data/sessions';
import type { SessionRead } from './session-statement';

// A session's last activity is kept to this step: one write per device every few minutes, not per call.
const ACTIVITY_STEP_MS = 5 * 60 * 1000;

/** Who is asking: the one Viewer type of the server. */
export type Viewer = {
  userId: string;
  sessionId: string;
  email: string;
  fullName: string;
  role: Role;
  createdAt: Date;
  /** The deciding grant, of any status (docs/decisions/016-access-as-grants.md), read with the session. */
  grant: MemberGrant | null;
  /** When the session was last marked active (sessions.updated_at): Segurança's "última atividade". */
  sessionSeenAt: Date;
  /** Whether this session passed the second factor (or was made by enrolling): two-factor is per session. */
  secondFactor: boolean;
};

/**
 * A Viewer from what either session path read: the stored role is text, anything but admin is a
 * user; a name stored as null (the column is nullable) reads as '' (the screens show the e-mail then).
 */
export function toViewer(
  fields: Omit<Viewer, 'role' | 'fullName'> & { role: string | null | undefined; fullName: string | null },
): Viewer {
  return { ...fields, fullName: fields.fullName ?? '', role: fields.role === 'admin' ? 'admin' : 'user' };
}

/**
 * Who is asking, with their deciding grant: read once per request from the session cookie,
 * then memoised on the context. `read` extends the session statement where a route needs more in
 * the same trip (SessionRead); it runs only on the fast path, so the route must not count on it.
 */
export async function getViewer<E extends AppEnv>(
  c: Context<E>,
  deps: Deps,
  read?: SessionRead,
): Promise<Viewer | null> {
  const cached = c.get('viewer');
  if (cached !== undefined) return cached;
  // The common case is answered by the fast reader; anything unusual goes through Better Auth.
  const fast = await deps.readSession(c.req.raw.headers, read);
  const viewer = fast !== undefined ? fast : await readThroughBetterAuth(c, deps);
  c.set('viewer', viewer);
  const now = new Date();
  if (viewer && now.getTime() - viewer.sessionSeenAt.getTime() >= ACTIVITY_STEP_MS)
    await touchSession({ db: deps.database.db, sessionId: viewer.sessionId, now });
  return viewer;
}

async function readThroughBetterAuth(c: Context, deps: Deps): Promise<Viewer | null> {
  const { headers, response: result } = await deps.auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  // A sliding refresh (or a revoked session) rewrites the cookie: pass it on, or the browser's
  // cookie would expire 30 days after sign-in while the session row lives on.
  forwardCookies(headers, c);
  if (!result) return null;
  const [grant, secondFactor] = await Promise.all([
    getMemberGrant({ db: deps.database.db, userId: result.user.id }),
    sessionPassedSecondFactor({ db: deps.database.db, sessionId: result.session.id }),
  ]);
  return toViewer({
    userId: result.user.id,
    sessionId: result.session.id,
    email: result.user.email,
    fullName: result.user.name,
    role: result.user.role,
    createdAt: result.user.createdAt,
    grant: grant ?? null,
    sessionSeenAt: result.session.updatedAt,
    secondFactor,
  });
}

/** The profile as the API shows it (the member's own, or a row an admin reads). */
export const toProfile = (
  v: Pick<Viewer, 'userId' | 'email' | 'fullName' | 'role' | 'createdAt'>,
): Profile => ({
  id: v.userId,
  email: v.email,
  fullName: v.fullName,
  role: v.role,
  createdAt: v.createdAt.toISOString(),
});
