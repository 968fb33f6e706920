import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SecretBox } from '../../platform/crypto/secret-box';

const COOKIE = 'hub_known_device';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * A browser that signed in successfully as an e-mail gets a sealed cookie saying so (OWASP's
 * "device cookies"). Its sign-ins are then throttled on their own key, so a stranger's failures
 * for that e-mail never keep the owner out there (issue 7 §2.4). Sealed with the secret box, so
 * it cannot be forged or pointed at another e-mail.
 */
export function knownDevices(options: { secretBox: SecretBox; secure: boolean }) {
  const { secretBox, secure } = options;
  return {
    /** The device id this browser holds for that e-mail, if any. */
    idFor(c: Context, email: string): string | null {
      const sealed = getCookie(c, COOKIE);
      const opened = sealed ? secretBox.open(sealed) : null;
      if (!opened) return null;
      try {
        const { email: owner, id } = JSON.parse(opened) as { email?: unknown; id?: unknown };
        return owner === email && typeof id === 'string' ? id : null;
      } catch {
        return null;
      }
    },
    /** Marks this browser as known for that e-mail (kept id when it already was). */
    remember(c: Context, email: string, id: string | null) {
      setCookie(c, COOKIE, secretBox.seal(JSON.stringify({ email, id: id ?? randomUUID() })), {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        maxAge: MAX_AGE_SECONDS,
      });
    },
  };
}
