import { DAY_MS } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

// The admin's IP spread looks 7 days back; a month leaves room without growing forever.
const KEEP_SIGN_INS_MS = 30 * DAY_MS;

/** One sign-in and its IP (the admin's "Membros com mais IPs" counts them); prunes old ones. */
export async function recordSignIn({
  db,
  userId,
  ip,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  ip: string | null;
  now?: Date;
}) {
  await db.insertInto('sign_ins').values({ user_id: userId, ip_address: ip, created_at: now }).execute();
  await db
    .deleteFrom('sign_ins')
    .where('created_at', '<', new Date(now.getTime() - KEEP_SIGN_INS_MS))
    .execute();
}
