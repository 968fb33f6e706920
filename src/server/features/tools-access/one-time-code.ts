import { Secret, TOTP as Totp } from 'otpauth';
import { TOTP } from '../../../shared/constants';
import type { Db } from '../../platform/db/connection';
import { AppError } from '../../platform/http/app-error';
import { consumeRateLimit } from '../../platform/http/rate-limit';

// The one-time code (docs/product.md#tools-access-and-the-one-time-code): RFC 6238 from the
// server's clock, which code is handed out when, and how often a member may ask.

export type OneTimeCode = { code: string; secondsRemaining: number };

const PERIOD_MS = TOTP.periodSeconds * 1000;

// The last code computed: every member asking within a 30-second window gets the same one, so the
// HMAC (and decoding the base32 secret, which costs more in JavaScript) runs once per window and
// secret (fast/README.md in platform/db). Keyed by the secret itself: a rotated secret is never
// answered from here.
let last: { base32: string; secret: Secret; counter: number; digits: number; code: string } | null = null;

/**
 * RFC 6238 code for a base32 secret at a moment (30 s, 6 digits, SHA-1: the tools' authenticator
 * settings, docs/product.md#limits-and-constants), computed from the server's clock.
 * secondsRemaining is rounded up, so a client that waits that long always asks after the
 * rollover, never before.
 */
export function oneTimeCode(
  secretBase32: string,
  timestamp: number,
  digits: number = TOTP.digits,
): OneTimeCode {
  const counter = Math.floor(timestamp / PERIOD_MS);
  const secondsRemaining = Math.ceil((PERIOD_MS - (timestamp - counter * PERIOD_MS)) / 1000);
  if (last?.base32 !== secretBase32 || last.counter !== counter || last.digits !== digits) {
    const secret = last?.base32 === secretBase32 ? last.secret : Secret.fromBase32(secretBase32);
    const options = { algorithm: TOTP.algorithm, period: TOTP.periodSeconds, timestamp, digits };
    last = { base32: secretBase32, secret, counter, digits, code: Totp.generate({ ...options, secret }) };
  }
  return { code: last.code, secondsRemaining };
}

/** A fresh 160-bit secret (RFC 4226's recommended length), in base32 as authenticators take it. */
export function generateSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * In a window's last 5 seconds the next window's code is handed out instead (tools accept a code
 * one step ahead): a member never receives a code about to die.
 */
export const NEXT_CODE_LEAD_MS = 5000;

/** The window whose code is handed out at a moment (RFC 6238's counter). */
export const servedWindow = (timestamp: number) => Math.floor((timestamp + NEXT_CODE_LEAD_MS) / PERIOD_MS);

/** When the code of `window` starts being handed out: NEXT_CODE_LEAD_MS before its window starts. */
export const servedFrom = (window: number) => window * PERIOD_MS - NEXT_CODE_LEAD_MS;

/**
 * The code handed out at `timestamp`, with the seconds until its own window ends (rounded up:
 * between 6 and 35), so the dialog asks again only after that code's rollover.
 */
export function servedCode(secretBase32: string, timestamp: number): OneTimeCode {
  const windowStart = servedWindow(timestamp) * PERIOD_MS;
  const { code } = oneTimeCode(secretBase32, Math.max(timestamp, windowStart));
  return { code, secondsRemaining: Math.ceil((windowStart + PERIOD_MS - timestamp) / 1000) };
}

export const CODE_RATE_LIMITED = 'Muitas solicitações de código. Aguarde um minuto e tente novamente.';
/** The window of CODE_LIMIT_PER_MINUTE. A dialog left open asks twice a minute; 12 stops scripts. */
export const CODE_WINDOW_MS = 60_000;

/** A per-person counter in the database (shared by every app process), for the admin code. */
export async function limitCodeRequests({
  db,
  userId,
  max,
  now,
}: {
  db: Db;
  userId: string;
  max: number;
  now: number;
}) {
  try {
    await consumeRateLimit({ db, key: `admin-code:${userId}`, rule: { max, windowMs: CODE_WINDOW_MS }, now });
  } catch (error) {
    if (error instanceof AppError && error.status === 429)
      throw new AppError(429, CODE_RATE_LIMITED, error.code, error.retryAfterSeconds);
    throw error;
  }
}
