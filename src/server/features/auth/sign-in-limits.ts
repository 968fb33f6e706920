import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import { MINUTE_MS } from '../../../shared/constants';
import type { Deps } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { clientIp } from '../../platform/http/client-ip';
import { clearAttempts } from './data/clear-attempts';
import { refundAttempt } from './data/refund-attempt';
import { reserveAttempt, type ThrottlePolicy } from './data/reserve-attempt';
import { knownDevices } from './known-device';

const policy = (freeFailures: number): ThrottlePolicy => ({
  freeFailures,
  firstDelayMs: 30_000, // then 1, 2, 4, 8 minutes…
  maxDelayMs: 15 * MINUTE_MS,
  forgetAfterMs: 24 * 60 * MINUTE_MS,
});

/** Whether a sign-in error means "wrong e-mail or password", the only outcome that counts. */
const isWrongCredentials = (error: unknown) => error instanceof APIError && error.statusCode === 401;

/**
 * Sign-in limits (issue 7 §2.4; DECISIONS: rate limits protect members without locking them
 * out). Only failures count, per IP and per e-mail; a success clears the e-mail's count and does
 * not count for its IP, so people behind one address never lock each other out. Past the free
 * failures, each further one doubles the wait (30 s … 15 min) rather than blocking. A browser
 * that signed in as that e-mail before is counted on its own key, out of a stranger's reach.
 */
export function signInLimits(deps: Deps) {
  const { db } = deps.database;
  const { env } = deps;
  const devices = knownDevices({
    secretBox: deps.secretBox,
    secure: appUrlOf(env).startsWith('https:'),
  });
  const perIp = policy(env.AUTH_LIMIT_PER_IP);
  const perAccount = policy(env.AUTH_LIMIT_PER_EMAIL);

  /** Runs one sign-in under the limits: throws a 429 while a key must wait. */
  return async function limited<T>(c: Context, email: string, signIn: () => Promise<T>): Promise<T> {
    const deviceId = devices.idFor(c, email);
    // A known device answers for itself; the IP count is for browsers nobody vouches for.
    const keys = deviceId
      ? [{ key: `sign-in:device:${deviceId}`, rule: perAccount, shared: false }]
      : [
          { key: `sign-in:ip:${clientIp(c, env.TRUST_PROXY)}`, rule: perIp, shared: true },
          { key: `sign-in:email:${email}`, rule: perAccount, shared: false },
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
    let result: T;
    try {
      result = await signIn();
    } catch (error) {
      if (!isWrongCredentials(error))
        await Promise.all(reserved.map(({ key }) => refundAttempt({ db, key })));
      throw error;
    }
    await Promise.all(
      reserved.map(({ key, shared }) => (shared ? refundAttempt({ db, key }) : clearAttempts({ db, key }))),
    );
    devices.remember(c, email, deviceId);
    return result;
  };
}
