import { Secret, TOTP as Totp } from 'otpauth';
import { TOTP } from '../../../shared/constants';

export type OneTimeCode = { code: string; secondsRemaining: number };

// The last code computed: every member asking within a 30-second window gets the same one, so the
// HMAC (and decoding the base32 secret, which costs more in JavaScript) runs once per window and
// secret. Keyed by the secret itself: a rotated secret is never answered from here.
let last: { base32: string; secret: Secret; counter: number; digits: number; code: string } | null = null;

/**
 * RFC 6238 code for a base32 secret at a moment (SPEC §9: 30 s, 6 digits, SHA-1), computed from
 * the server's clock. secondsRemaining is rounded up, so a client that waits that long always
 * asks after the rollover, never before.
 */
export function oneTimeCode(
  secretBase32: string,
  timestamp: number,
  digits: number = TOTP.digits,
): OneTimeCode {
  const periodMs = TOTP.periodSeconds * 1000;
  const counter = Math.floor(timestamp / periodMs);
  const secondsRemaining = Math.ceil((periodMs - (timestamp - counter * periodMs)) / 1000);
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
