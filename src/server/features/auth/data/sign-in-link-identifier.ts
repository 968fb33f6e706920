import { createHash } from 'node:crypto';

/**
 * The verification row of a sign-in link (issue 21 §7): `sign-in-link:<SHA-256 of the token>`, so
 * the database never holds a usable link. Its value is the account's e-mail.
 */
export const signInLinkIdentifier = (token: string) =>
  `sign-in-link:${createHash('sha256').update(token).digest('hex')}`;
