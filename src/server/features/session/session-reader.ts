import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import type { Db } from '../../platform/db/connection';
import { decidingGrantOf } from '../access';
import type { Auth } from '../auth';
import { getSessionByToken } from './data/get-session-by-token';
import type { SessionRead } from './session-statement';
import { toViewer, type Viewer } from './viewer';

/** `null`: signed out. `undefined`: not for the fast path, ask Better Auth. */
type FastSessionResult = Viewer | null | undefined;
/** `read`: the session statement to run, when a route extends it (SessionRead); this module's by default. */
export type SessionReader = (headers: Headers, read?: SessionRead) => Promise<FastSessionResult>;

type FastPathConfig = {
  secret: KeyObject;
  sessionCookie: string;
  /** Cookies whose presence changes what Better Auth's getSession does: leave those requests to it. */
  handOffCookies: string[];
  expiresInMs: number;
  updateAgeMs: number;
};

// base64 (standard alphabet, padded) of an HMAC-SHA256, as better-call writes and accepts it.
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session read behind every API call (getViewer), without Better Auth's per-call machinery.
 *
 * auth.api.getSession costs about 1 ms of CPU per call on our 2-core machines (endpoint context,
 * schema parsing, two Web Crypto round trips through the libuv pool, two queries): most of what
 * GET /api/me cost (src/server/platform/db/fast/README.md lists this shortcut with its figures;
 * docs/decisions/007-fast-session-read.md). This answers the common case the same way
 * Better Auth does — HMAC-SHA256 signature of the session cookie with the auth secret, then the
 * session row by token with its profile, not expired — with node:crypto's synchronous HMAC and one
 * indexed query that also brings the deciding grant. The database is still read on every
 * call, so revocation (global sign-out, password change, admin removal) takes effect at once.
 *
 * Every other case goes to Better Auth unchanged: a session cookie whose signature this reader
 * cannot verify, a token with no live row (revoked or expired: it also clears the cookie and
 * row), a session due for its sliding refresh, "don't remember me", a cookie-cache cookie. Only
 * a request without a session cookie is answered "signed out" here. The fast path switches
 * itself off when the auth configuration gains anything that hooks into getSession (hooks,
 * secondary storage, cookie cache); fastPathConfig returning null switches it off by hand.
 */
export async function createSessionReader(auth: Auth, db: Db): Promise<SessionReader> {
  const fast = await fastPathConfig(auth);
  const readByToken: SessionRead = (token) => getSessionByToken({ db, token });
  return async function readSession(headers, read = readByToken): Promise<FastSessionResult> {
    if (!fast) return undefined;
    const cookies = parseCookieHeader(headers.get('cookie'));
    if (fast.handOffCookies.some((name) => cookies.has(name))) return undefined;
    const value = cookies.get(fast.sessionCookie);
    if (!value) return null;
    const token = verifySignedValue(value, fast.secret);
    // A cookie this reader does not recognise (a forged one, or a format a future Better Auth
    // writes) is Better Auth's to judge: it alone knows every format it accepts.
    if (!token) return undefined;

    const row = await read(token);
    const now = Date.now();
    const expiresAt = row?.session_expires_at.getTime() ?? 0;
    // Unknown or expired token, or due for the sliding refresh: Better Auth's own path.
    if (!row || expiresAt < now || expiresAt - fast.expiresInMs + fast.updateAgeMs <= now) return undefined;
    return toViewer({
      userId: row.user_id,
      sessionId: row.session_id,
      email: row.email,
      fullName: row.full_name,
      role: row.role,
      createdAt: row.created_at,
      grant: decidingGrantOf(row),
      sessionSeenAt: row.session_updated_at,
      secondFactor: row.second_factor_at !== null,
    });
  };
}

/** What the fast path needs from Better Auth's configuration, or null when it must stay off. */
async function fastPathConfig(auth: Auth): Promise<FastPathConfig | null> {
  const ctx = await auth.$context;
  const options: BetterAuthOptions = ctx.options;
  const hooksGetSession = (options.plugins ?? []).some((plugin) =>
    [...(plugin.hooks?.before ?? []), ...(plugin.hooks?.after ?? [])].some((hook) => {
      try {
        return hook.matcher({ path: '/get-session' } as never);
      } catch {
        return true; // a matcher that needs more than the path: assume it applies
      }
    }),
  );
  if (
    hooksGetSession ||
    options.hooks?.before ||
    options.hooks?.after ||
    options.secondaryStorage ||
    options.session?.cookieCache?.enabled ||
    options.session?.disableSessionRefresh ||
    options.session?.deferSessionRefresh
  )
    return null;
  return {
    secret: createSecretKey(Buffer.from(ctx.secret, 'utf8')),
    sessionCookie: ctx.authCookies.sessionToken.name,
    handOffCookies: [ctx.authCookies.sessionData.name, ctx.authCookies.dontRememberToken.name],
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  };
}

/** Cookie header → first value per name, unquoted and URI-decoded: better-call's parseCookies, ported. */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) break;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    const name = header.slice(index, eq).trim();
    if (!cookies.has(name)) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      cookies.set(name, tryDecode(value));
    }
    index = end + 1;
  }
  return cookies;
}

function tryDecode(value: string) {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** `value.base64(HMAC-SHA256(secret, value))` → value when the signature matches, else null. */
export function verifySignedValue(signed: string, secret: string | KeyObject): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return timingSafeEqual(given, expected) ? value : null;
}
