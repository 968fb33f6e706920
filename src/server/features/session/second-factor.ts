import type { Deps } from '../../app-env';
import { markSecondFactor } from './data/sessions';

/**
 * Marks the session Better Auth just set in `headers` (its Set-Cookie) as having passed the second
 * factor: the code at sign-in, or enrolment, which replaces the session and answers with the old
 * token in its body, so the cookie is the one source for both. Returns the new session's token.
 */
export async function markSecondFactorSet(
  deps: Pick<Deps, 'auth' | 'database'>,
  headers: Headers,
  now: Date,
) {
  const name = (await deps.auth.$context).authCookies.sessionToken.name;
  const cookie = headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  const value = cookie && decodeURIComponent(cookie.slice(name.length + 1).split(';')[0] ?? '');
  // The signed value is `token.signature`; Better Auth set it this instant, so it is not checked again.
  const token = value ? value.slice(0, value.lastIndexOf('.')) : '';
  if (!token) throw new Error('two-factor: Better Auth set no session cookie');
  await markSecondFactor({ db: deps.database.db, token, now });
  return token;
}
