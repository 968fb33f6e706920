import { DAY_MS } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

// The account_deletions table: "Excluir minha conta" requests waiting out their grace period.

/** Days between the request and the erasure; signing in before then cancels it. */
export const DELETION_GRACE_DAYS = 7;

/** Records (or renews) the member's request; answers when the erasure is due. */
export async function requestAccountDeletion({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}) {
  const eraseAfter = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
  await db.deleteFrom('account_deletions').where('user_id', '=', userId).execute();
  await db
    .insertInto('account_deletions')
    .values({ user_id: userId, requested_at: now, erases_at: eraseAfter })
    .execute();
  return eraseAfter;
}

/** Cancels the member's request, if any; answers whether there was one. */
export async function cancelAccountDeletion({ db, userId }: { db: Db; userId: string }) {
  const gone = await db
    .deleteFrom('account_deletions')
    .where('user_id', '=', userId)
    .returning('user_id')
    .execute();
  return gone.length > 0;
}

/** The member's waiting request, for their admin's member page. */
export async function pendingAccountDeletion({ db, userId }: { db: Db; userId: string }) {
  return db
    .selectFrom('account_deletions')
    .select(['requested_at', 'erases_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Members whose grace period is over, oldest first. */
export async function dueAccountDeletions({ db, now, limit }: { db: Db; now: Date; limit: number }) {
  const rows = await db
    .selectFrom('account_deletions')
    .select('user_id')
    .where('erases_at', '<=', now)
    .orderBy('erases_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}
