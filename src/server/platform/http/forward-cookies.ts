import type { Context } from 'hono';

/** Copies the session cookies Better Auth set on its server API call onto our response. */
export function forwardCookies(headers: Headers, c: Context) {
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}
