import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * The caller's address. With `proxyHops` trusted proxies in front (TRUST_PROXY), each appended
 * the address it received from to X-Forwarded-For, so the entry `proxyHops` places from the right
 * is the one the outermost proxy saw; everything left of it was written by the client and proves
 * nothing. A header shorter than that (a request that skipped a proxy) yields its leftmost entry.
 */
export function clientIp(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(entries.length - proxyHops, 0)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/**
 * Writes the caller's address (clientIp) under `header` on the request itself, replacing whatever
 * the client sent under that name, before any route runs: code that hands the request's headers on
 * as they are (Better Auth's calls that replace a session, such as enabling two-factor) can then
 * never carry an address the client chose.
 */
export const stampClientIp =
  (header: string, proxyHops: number): MiddlewareHandler =>
  async (c, next) => {
    const ip = clientIp(c, proxyHops);
    c.req.raw.headers.delete(header);
    if (ip !== 'unknown') c.req.raw.headers.set(header, ip);
    await next();
  };
