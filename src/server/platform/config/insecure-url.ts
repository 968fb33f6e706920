import type { Env } from './env';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * In production the public address must be https, or session cookies go out
 * without Secure (Better Auth sets it from APP_URL) and travel in clear. Local addresses are a
 * laptop trying things out, not a deployment.
 */
export function plainHttpWarning(env: Pick<Env, 'NODE_ENV'>, appUrl: string): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const url = new URL(appUrl);
  if (url.protocol === 'https:' || LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost'))
    return null;
  return `APP_URL is ${url.origin}, not https: in production the session cookies are sent without Secure and can be read on the network. Serve the site over https (e.g. behind a TLS-terminating proxy) and set APP_URL=https://…`;
}
