import { sql } from 'kysely';
import type { WebhookOutcome } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

/** Writes what processing a stored delivery ended in; a reprocess also counts an attempt. False: not settled (claim lost). */
export async function settleWebhookEvent({
  db,
  id,
  result,
  now,
  reprocessed = false,
  claimedAttempts,
}: {
  db: Db;
  id: string;
  result: { outcome: WebhookOutcome; detail: string; userId: string | null };
  now: Date;
  reprocessed?: boolean;
  /**
   * The payment worker's claim (the try it counted): the row is settled only while it is still
   * pending under that claim, so a worker whose lease another took over writes nothing.
   */
  claimedAttempts?: number;
}): Promise<boolean> {
  let settle = db
    .updateTable('webhook_events')
    .set({
      outcome: result.outcome,
      detail: result.detail,
      user_id: result.userId,
      processed_at: now,
      next_attempt_at: null,
      ...(reprocessed ? { attempts: sql<number>`attempts + 1` } : {}),
    })
    .where('id', '=', id);
  if (claimedAttempts !== undefined)
    settle = settle.where('outcome', '=', 'pending').where('attempts', '=', claimedAttempts);
  const { numUpdatedRows } = await settle.executeTakeFirst();
  return numUpdatedRows > 0n;
}
