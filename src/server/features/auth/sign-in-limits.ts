import { randomUUID } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DAY_MS, MINUTE_MS } from '../../../shared/constants';
import type { Deps } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { clientIp } from '../../platform/http/client-ip';
import { forgetSignInFailure, latestFailingIps, recordSignInFailure } from './data/sign-in-failures';
import { clearAttempts, refundAttempt, reserveAttempt, type ThrottlePolicy } from './data/sign-in-throttles';
import { signInLinks } from './sign-in-link';

const policy = (freeFailures: number): ThrottlePolicy => ({
  freeFailures,
  firstDelayMs: 30_000, // then 1, 2, 4, 8 minutes…
  maxDelayMs: 15 * MINUTE_MS,
  forgetAfterMs: DAY_MS,
});

/**
 * The account-wide brake (docs/decisions/017-sign-in-brakes.md): it engages once this many
 * distinct IPs failed on one account within the window. An owner mistyping from home, work and a phone's changing carrier
 * addresses makes a handful; ten in a day is a botnet. Below it each IP pays its own delays
 * (about a hundred guesses a day each at most), so the window is a day: an attacker cannot
 * just wait a few minutes and bring ten fresh addresses.
 */
export const ACCOUNT_BRAKE = { distinctIps: 10, windowMs: DAY_MS };

export const BRAKE_MESSAGE =
  'Por segurança, o login nesta conta em dispositivos novos está pausado após muitas tentativas de vários endereços. Se o email estiver cadastrado, enviamos um link para você entrar mesmo assim.';

/** Whether a sign-in error means "wrong e-mail or password", the only outcome that counts. */
const isWrongCredentials = (error: unknown) => error instanceof APIError && error.statusCode === 401;

/**
 * Sign-in limits protect members without locking them out (docs/decisions/017-sign-in-brakes.md,
 * docs/product.md#security). Only failures count, and they slow who made them: the (IP, account)
 * pair, and the IP across accounts. A success clears the pair's count and does not count for its
 * IP, so people behind one address never lock each other out, and a stranger's failures never
 * slow the owner elsewhere. Past the free failures, each further one doubles the wait (30 s …
 * 15 min) rather than blocking. A browser that signed in as that e-mail before is counted on its
 * own key, out of a stranger's reach. Only a distributed attack (ACCOUNT_BRAKE) stops new
 * devices for the whole account, and then the owner is e-mailed a one-time link past it.
 */
export function signInLimits(deps: Deps) {
  const { db } = deps.database;
  const { env } = deps;
  const devices = knownDevices({
    secretBox: deps.secretBox,
    secure: appUrlOf(env).startsWith('https:'),
  });
  const links = signInLinks(deps);
  const perIp = policy(env.AUTH_LIMIT_PER_IP);
  const perAccount = policy(env.AUTH_LIMIT_PER_EMAIL);

  /** When the account's brake lets go, or null while fewer IPs than the threshold failed. */
  const brakeReleaseAt = async (email: string, now = Date.now()) => {
    const { distinctIps, windowMs } = ACCOUNT_BRAKE;
    const times = await latestFailingIps({ db, email, since: now - windowMs, limit: distinctIps });
    const oldest = times[distinctIps - 1];
    return oldest === undefined ? null : oldest + windowMs;
  };

  /** Runs one sign-in under the limits: throws a 429 while a key must wait. */
  return async function limited<T>(c: Context, email: string, signIn: () => Promise<T>): Promise<T> {
    const ip = clientIp(c, env.TRUST_PROXY);
    const deviceId = devices.idFor(c, email);
    let link: string | null = null;
    if (!deviceId) {
      const releaseAt = await brakeReleaseAt(email);
      if (releaseAt !== null) {
        link = await links.heldFor(c, email);
        if (!link) {
          await links.offer(email);
          const seconds = Math.max(1, Math.ceil((releaseAt - Date.now()) / 1000));
          throw new AppError(429, BRAKE_MESSAGE, 'sign_in_paused', seconds);
        }
      }
    }
    // A known device answers for itself; the pair and IP counts are for browsers nobody vouches for.
    const keys = deviceId
      ? [{ key: `sign-in:device:${deviceId}`, rule: perAccount, shared: false }]
      : [
          { key: `sign-in:ip:${ip}`, rule: perIp, shared: true },
          { key: `sign-in:pair:${email}:${ip}`, rule: perAccount, shared: false },
        ];
    const reserved: typeof keys = [];
    for (const entry of keys) {
      const reservation = await reserveAttempt({ db, key: entry.key, policy: entry.rule });
      if (!reservation.allowed) {
        await Promise.all(reserved.map(({ key }) => refundAttempt({ db, key })));
        throw new AppError(429, MESSAGES.rateLimited, 'rate_limited', reservation.retryAfterSeconds);
      }
      reserved.push(entry);
    }
    // Like the keys, counted before the attempt, so a parallel burst already sees its own IPs.
    const counted = !deviceId;
    if (counted) {
      const now = Date.now();
      await recordSignInFailure({ db, email, ip, now, forgetBefore: now - ACCOUNT_BRAKE.windowMs });
    }
    let result: T;
    try {
      result = await signIn();
    } catch (error) {
      if (!isWrongCredentials(error)) {
        await Promise.all(reserved.map(({ key }) => refundAttempt({ db, key })));
        if (counted) await forgetSignInFailure({ db, email, ip });
      } else if (counted && !link && (await brakeReleaseAt(email)) !== null) {
        await links.offer(email); // this failure engaged the brake: the owner hears of it now
      }
      throw error;
    }
    await Promise.all(
      reserved.map(({ key, shared }) => (shared ? refundAttempt({ db, key }) : clearAttempts({ db, key }))),
    );
    if (counted) await forgetSignInFailure({ db, email, ip });
    if (link) await links.spend(c, link);
    devices.remember(c, email, deviceId);
    return result;
  };
}

const KNOWN_DEVICE_COOKIE = 'hub_known_device';
const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * A browser that signed in successfully as an e-mail gets a sealed cookie saying so (OWASP's
 * "device cookies"). Its sign-ins are then throttled on their own key, so a stranger's failures
 * for that e-mail never keep the owner out there. Sealed with the secret box, so
 * it cannot be forged or pointed at another e-mail.
 */
function knownDevices(options: { secretBox: SecretBox; secure: boolean }) {
  const { secretBox, secure } = options;
  return {
    /** The device id this browser holds for that e-mail, if any. */
    idFor(c: Context, email: string): string | null {
      const sealed = getCookie(c, KNOWN_DEVICE_COOKIE);
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
      setCookie(c, KNOWN_DEVICE_COOKIE, secretBox.seal(JSON.stringify({ email, id: id ?? randomUUID() })), {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
      });
    },
  };
}
