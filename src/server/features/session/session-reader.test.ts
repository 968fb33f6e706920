import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader, verifySignedValue } from './session-reader';

const secret = 'segredo-de-teste-com-mais-de-32-caracteres';
const sign = (value: string, key = secret) =>
  `${value}.${createHmac('sha256', key).update(value).digest('base64')}`;

describe('verifySignedValue', () => {
  it('returns the value for its HMAC-SHA256 signature', () => {
    expect(verifySignedValue(sign('abc123'), secret)).toBe('abc123');
  });

  it('refuses another secret, a changed value, or a malformed signature', () => {
    expect(verifySignedValue(sign('abc123', 'outro-segredo-com-mais-de-32-caracteres'), secret)).toBeNull();
    expect(verifySignedValue(sign('abc123').replace('abc123', 'abc124'), secret)).toBeNull();
    expect(verifySignedValue('abc123', secret)).toBeNull();
    expect(verifySignedValue('.abc', secret)).toBeNull();
    // better-call writes standard base64: the URL-safe spelling of a signature is refused.
    const value = Array.from({ length: 50 }, (_, i) => `token-${i}`).find((v) => /[+/]/.test(sign(v))) ?? '';
    const urlSafe = sign(value).replace(/\+/g, '-').replace(/\//g, '_');
    expect(urlSafe).not.toBe(sign(value));
    expect(verifySignedValue(urlSafe, secret)).toBeNull();
  });
});

describe('parseCookieHeader', () => {
  it('keeps the first value of a name, unquoted and decoded', () => {
    const cookies = parseCookieHeader('a=1; b="x%3Dy"; a=2;c=%E0%A4%A');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('x=y');
    expect(cookies.get('c')).toBe('%E0%A4%A');
  });

  it('reads nothing from a missing header', () => {
    expect(parseCookieHeader(null).size).toBe(0);
  });
});
