import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { expectedCode, TOOL, WINDOW_START } from '../../../../test/tools-access';
import { generateSecret, oneTimeCode, servedCode, servedFrom, servedWindow } from './one-time-code';

// RFC 6238 appendix B, SHA-1 rows: the seed is the ASCII "12345678901234567890".
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
const VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('oneTimeCode', () => {
  it.each(VECTORS)('matches RFC 6238 at T = %i (8 digits)', (seconds, expected) => {
    expect(oneTimeCode(RFC_SECRET, seconds * 1000, 8).code).toBe(expected);
  });

  it.each(VECTORS)('gives the 6-digit code of the same HOTP value at T = %i', (seconds, expected) => {
    expect(oneTimeCode(RFC_SECRET, seconds * 1000).code).toBe(expected.slice(-6));
  });

  it('counts the seconds left in the 30-second window, rounded up', () => {
    expect(oneTimeCode(RFC_SECRET, 60_000).secondsRemaining).toBe(30);
    expect(oneTimeCode(RFC_SECRET, 60_001).secondsRemaining).toBe(30);
    expect(oneTimeCode(RFC_SECRET, 61_000).secondsRemaining).toBe(29);
    expect(oneTimeCode(RFC_SECRET, 89_999).secondsRemaining).toBe(1);
  });

  it('keeps one code through a window and changes it at the rollover', () => {
    const start = 1_700_000_010_000; // a multiple of 30 s
    const first = oneTimeCode(RFC_SECRET, start).code;
    expect(oneTimeCode(RFC_SECRET, start + 29_999).code).toBe(first);
    expect(oneTimeCode(RFC_SECRET, start + 30_000).code).not.toBe(first);
  });

  it('gives each secret its own code within one window (the per-window memo is keyed by the secret)', () => {
    const other = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const at = 1_700_000_015_000;
    const independent = (secret: string) => expectedCode(secret, at);
    for (const secret of [RFC_SECRET, other, RFC_SECRET, other]) {
      expect(oneTimeCode(secret, at).code).toBe(independent(secret));
    }
    expect(independent(RFC_SECRET)).not.toBe(independent(other));
  });
});

describe('base32 secrets', () => {
  it('round-trips bytes through base32', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255, 42, 7]);
    const base32 = new Secret({ buffer: bytes.buffer }).base32;
    expect(base32).toMatch(/^[A-Z2-7]+$/);
    expect([...new Uint8Array(Secret.fromBase32(base32).buffer)]).toEqual([...bytes]);
  });

  it("encodes RFC 6238's seed as RFC 4648 base32 says", () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(new TextDecoder().decode(Secret.fromBase32(RFC_SECRET).buffer)).toBe('12345678901234567890');
  });

  it('generates distinct 160-bit secrets', () => {
    const a = generateSecret();
    const b = generateSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(a).not.toBe(b);
    expect(Secret.fromBase32(a).buffer.byteLength).toBe(20);
  });
});

// Which code is handed out: never one about to die (a member was once handed a code with
// "Novo código em 1 segundo" left on it).
const at = (msIntoWindow: number) => WINDOW_START + msIntoWindow;
const served = (msIntoWindow: number) => servedCode(TOOL.totpSecret, at(msIntoWindow));

describe('the code handed out', () => {
  it('is the current window’s while more than 5 seconds of it remain', () => {
    expect(served(0)).toEqual({ code: expectedCode(TOOL.totpSecret, at(0)), secondsRemaining: 30 });
    expect(served(24_999)).toEqual({ code: expectedCode(TOOL.totpSecret, at(0)), secondsRemaining: 6 });
  });

  it('is the next window’s, counting down to that one’s end, when 5 seconds or fewer remain', () => {
    const next = expectedCode(TOOL.totpSecret, at(30_000));
    expect(next).not.toBe(expectedCode(TOOL.totpSecret, at(0)));
    expect(served(25_000)).toEqual({ code: next, secondsRemaining: 35 });
    expect(served(29_000)).toEqual({ code: next, secondsRemaining: 31 });
    expect(served(29_999)).toEqual({ code: next, secondsRemaining: 31 });
    expect(served(30_000)).toEqual({ code: next, secondsRemaining: 30 });
  });

  it('belongs to one serving window from 5 seconds before its own window to 5 seconds before the next', () => {
    const window = servedWindow(at(0));
    expect(servedFrom(window)).toBe(at(-5000));
    expect(servedWindow(at(-5001))).toBe(window - 1);
    expect(servedWindow(at(-5000))).toBe(window);
    expect(servedWindow(at(24_999))).toBe(window);
    expect(servedWindow(at(25_000))).toBe(window + 1);
  });
});
