import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether two secrets are equal, in time that depends on neither: both are hashed to 32 bytes
 * first, so timingSafeEqual always compares equal lengths and the length of the secret leaks
 * nothing either.
 */
export function secretsEqual(given: string, expected: string) {
  return timingSafeEqual(digest(given), digest(expected));
}
