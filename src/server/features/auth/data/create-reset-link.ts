import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/connection';

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
