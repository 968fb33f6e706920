import type { Context } from 'hono';
import { clientIp } from '../../platform/http/client-ip';

/**
 * The header that carries the caller's address into Better Auth's session rows. Better Auth would
 * read X-Forwarded-For's first entry, which the client writes; this is set by us alone, from
 * clientIp (TRUST_PROXY), and whatever a client sent under this name is dropped.
 */
export const CLIENT_IP_HEADER = 'x-hub-client-ip';

/** The request's headers for a Better Auth call that creates a session (a sign-in, a password change). */
export function signInHeaders(c: Context, proxyHops: number): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, proxyHops);
  if (ip !== 'unknown') headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}
