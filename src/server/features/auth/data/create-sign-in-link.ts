import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/connection';
import { signInLinkIdentifier } from './sign-in-link-identifier';

/** A new one-time sign-in link token for the address; only its SHA-256 is stored. */
export async function createSignInLink({
  db,
  email,
  expiresAt,
  now = new Date(),
}: {
  db: Db;
  email: string;
  expiresAt: Date;
  now?: Date;
}) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('verifications')
    .values({
      id: randomUUID(),
      identifier: signInLinkIdentifier(token),
      value: email,
      expires_at: expiresAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return token;
}
