import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../app-env';
import { getEndReason } from './data/get-end-reason';
import { parseCookieHeader, verifySignedValue } from './session-reader';
import { sessionTokenHash } from './session-token-hash';

/**
 * Why the session this request's cookie names was ended by a rule (issue 21 §3: 'replaced' by a
 * newer sign-in past the limit), or null. Asked only when the cookie no longer signs anyone in,
 * and only the first such request carries the cookie: Better Auth clears it in the same answer.
 */
export async function endReasonOf(c: Context<AppEnv>, deps: Deps): Promise<string | null> {
  const ctx = await deps.auth.$context;
  const value = parseCookieHeader(c.req.header('cookie') ?? null).get(ctx.authCookies.sessionToken.name);
  const token = value && verifySignedValue(value, ctx.secret);
  if (!token) return null;
  return getEndReason({ db: deps.database.db, tokenHash: sessionTokenHash(token) });
}
