import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/connection';

// The auth feature's own rows in Better Auth's verifications table: password-reset links, and the
// one-time sign-in links past the account-wide brake (docs/decisions/017-sign-in-brakes.md).

/**
 * A password-reset token in Better Auth's own format (a verification row `reset-password:<token>`
 * whose value is the user id), so its reset endpoint accepts it like one it made. Written with
 * `db`, which may be the caller's transaction.
 */
export async function createResetLink({
  db,
  userId,
  expiresAt,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  expiresAt: Date;
  now?: Date;
}) {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('verifications')
    .values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: userId,
      expires_at: expiresAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return token;
}

/**
 * Deletes every outstanding password-reset link of one user. Better Auth keeps each as a
 * verification row `reset-password:<token>` whose value is the user id (stored plain: we do not
 * set `verification.storeIdentifier`).
 */
export async function deleteResetLinks({ db, userId }: { db: Db; userId: string }) {
  await db
    .deleteFrom('verifications')
    .where('identifier', 'like', 'reset-password:%')
    .where('value', '=', userId)
    .execute();
}

/** Whether a password-reset token (Better Auth's or createResetLink's) can still be used. */
export async function isResetLinkLive({
  db,
  token,
  now = new Date(),
}: {
  db: Db;
  token: string;
  now?: Date;
}) {
  const row = await db
    .selectFrom('verifications')
    .select('id')
    .where('identifier', '=', `reset-password:${token}`)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The verification row of a sign-in link: `sign-in-link:<SHA-256 of the token>`, so
 * the database never holds a usable link. Its value is the account's e-mail.
 */
export const signInLinkIdentifier = (token: string) =>
  `sign-in-link:${createHash('sha256').update(token).digest('hex')}`;

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

/** The e-mail an unexpired, unspent sign-in link was made for, or null. */
export async function findSignInLink({
  db,
  identifier,
  now = new Date(),
}: {
  db: Db;
  identifier: string;
  now?: Date;
}): Promise<string | null> {
  const row = await db
    .selectFrom('verifications')
    .select('value')
    .where('identifier', '=', identifier)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** A sign-in link let its sign-in through: it never works again. */
export async function spendSignInLink({ db, identifier }: { db: Db; identifier: string }) {
  await db.deleteFrom('verifications').where('identifier', '=', identifier).execute();
}
