import { sql } from 'kysely';
import type { WebhookOutcome } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

/** Writes what processing a stored delivery ended in; a reprocess also counts an attempt. */
export async function settleWebhookEvent({
  db,
  id,
  result,
  now,
  reprocessed = false,
}: {
  db: Db;
  id: string;
  result: { outcome: WebhookOutcome; detail: string; userId: string | null };
  now: Date;
  reprocessed?: boolean;
}) {
  await db
    .updateTable('webhook_events')
    .set({
      outcome: result.outcome,
      detail: result.detail,
      user_id: result.userId,
      processed_at: now,
      next_attempt_at: null,
      ...(reprocessed ? { attempts: sql<number>`attempts + 1` } : {}),
    })
    .where('id', '=', id)
    .execute();
}
