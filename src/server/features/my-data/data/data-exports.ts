import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/connection';

// The data_exports table: a member's "Baixar meus dados" requests, queued, built, offered, expired.

/** How long a built file is offered. */
export const EXPORT_KEPT_MS = 24 * 60 * 60 * 1000;

const VIEW = ['id', 'status', 'created_at', 'ready_at', 'expires_at'] as const;

/** Queues a new export for the member, due at once. */
export async function queueDataExport({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}) {
  return db
    .insertInto('data_exports')
    .values({ id: randomUUID(), user_id: userId, created_at: now, next_attempt_at: now })
    .returning(VIEW)
    .executeTakeFirstOrThrow();
}

/** The member's newest export that is waiting or still offered (an expired one is no more). */
export async function latestDataExport({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}) {
  return db
    .selectFrom('data_exports')
    .select(VIEW)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A built export of this member's, while it is offered. */
export async function readyDataExport({
  db,
  userId,
  id,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  id: string;
  now?: Date;
}) {
  return db
    .selectFrom('data_exports')
    .select(['content', 'summary', 'ready_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Stores the built file and offers it for EXPORT_KEPT_MS. */
export async function completeDataExport({
  db,
  id,
  content,
  summary,
  now,
}: {
  db: Db;
  id: string;
  content: string;
  summary: string;
  now: Date;
}) {
  await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      content,
      summary,
      ready_at: now,
      expires_at: new Date(now.getTime() + EXPORT_KEPT_MS),
      next_attempt_at: null,
      last_error: null,
    })
    .where('id', '=', id)
    .execute();
}

/** A failed try: why, and when the next is due (null: given up). */
export async function failDataExportTry({
  db,
  id,
  error,
  retryAt,
}: {
  db: Db;
  id: string;
  error: string;
  retryAt: Date | null;
}) {
  await db
    .updateTable('data_exports')
    .set(
      retryAt
        ? { last_error: error, next_attempt_at: retryAt }
        : { last_error: error, status: 'failed', next_attempt_at: null },
    )
    .where('id', '=', id)
    .execute();
}

/** Deletes files past their 24 hours, and given-up requests as old. */
export async function deleteExpiredDataExports({ db, now }: { db: Db; now: Date }) {
  await db
    .deleteFrom('data_exports')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb.and([
          eb('status', '=', 'failed'),
          eb('created_at', '<=', new Date(now.getTime() - EXPORT_KEPT_MS)),
        ]),
      ]),
    )
    .execute();
}
