import { randomUUID } from 'node:crypto';
import type { UserSegment } from '../../../../shared/schemas/admin-users';
import type { BulkActionFields } from '../../../../shared/schemas/bulk-actions';
import type { Db } from '../../../platform/db/connection';
import type { AuditActor } from '../../audit';

// The bulk_actions table as the admin's requests use it (the worker moves its cursor and counts).

/**
 * Queues a bulk action on a segment, due at once; the worker applies it (bulk-action-worker.ts).
 */
export async function createBulkAction({
  db,
  actor,
  segment,
  action,
  planned,
  now,
}: {
  db: Db;
  actor: AuditActor;
  segment: UserSegment;
  action: BulkActionFields;
  planned: number;
  now: Date;
}) {
  const { kind, ...params } = action;
  return db
    .insertInto('bulk_actions')
    .values({
      id: randomUUID(),
      kind,
      segment: JSON.stringify(segment),
      params: JSON.stringify(params),
      actor_id: actor.id,
      actor_label: actor.label,
      planned,
      segment_at: now,
      next_attempt_at: now,
      created_at: now,
      finished_at: null,
      cursor_key: null,
      cursor_id: null,
      last_error: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One bulk action, as the admin follows its progress. */
export function getBulkAction({ db, id }: { db: Db; id: string }) {
  return db.selectFrom('bulk_actions').selectAll().where('id', '=', id).executeTakeFirst();
}
