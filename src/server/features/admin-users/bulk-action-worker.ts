import { userSegmentSchema } from '../../../shared/schemas/admin-users';
import type { BulkActionFields } from '../../../shared/schemas/bulk-actions';
import type { Db } from '../../platform/db/connection';
import type { BulkActionRow } from '../../platform/db/schema/bulk-actions';
import { inTransaction } from '../../platform/db/transaction';
import { ClaimLost, defineQueue, type QueueSettings } from '../../platform/jobs/database-queue';
import type { Logger } from '../../platform/logger';
import { actionMail, greet } from '../../platform/mail/action-mail';
import type { Mail } from '../../platform/mail/mail';
import { extendAccess } from '../access';
import { type AuditActor, recordAudit } from '../audit';
import { type ExportCursor, type ExportRow, exportUsersBatch } from './data/export-users';

/**
 * Members per transaction: short enough that requests get the database between two (SQLite has one
 * connection: at 200 a batch held it ~150 ms and the users list waited 283 ms p50 during a bulk
 * action at a million; at 50, see bench/README.md).
 */
export const BULK_BATCH = 50;

export type BulkActionWorkerOptions = QueueSettings & {
  db: Db;
  mail: Mail;
  logger: Logger;
  appUrl: string;
  appName: string;
  batchSize?: number;
};

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

/**
 * Applies a bulk action (docs/decisions/023-member-segments.md) to its segment in one job. The
 * segment is walked newest first by (created_at, id), as it stood when the admin confirmed
 * (`segment_at`), BULK_BATCH members per transaction; each member's change carries its own audit
 * row, and the batch's transaction moves the action's cursor and counts. The queue renews the claim
 * while the job runs; a node that dies leaves the rest from the cursor on to the next claim, and
 * one that lost its claim (its batch finds another try's count on the row) rolls its batch back. A
 * member changed by the action (an end moved past the "vence em" window) is behind the cursor and
 * never visited twice.
 */
export function createBulkActionWorker(options: BulkActionWorkerOptions) {
  const { db, mail, logger, appUrl, appName, batchSize = BULK_BATCH, ...settings } = options;
  const now = settings.now ?? (() => new Date());

  /** Whether the member changed: a lifetime plan takes no "+N dias". */
  async function applyTo(trx: Db, actor: AuditActor, action: BulkActionFields, member: ExportRow) {
    if (action.kind === 'extend') {
      const { outcome } = await extendAccess({
        db: trx,
        actor,
        userId: member.id,
        days: action.days,
        now: now(),
      });
      return outcome !== 'lifetime';
    }
    await mail.enqueue(
      actionMail({
        to: member.email,
        subject: action.subject,
        greeting: greet(member.full_name),
        body: action.message,
        action: `Acessar ${appName}`,
        url: `${appUrl}/dashboard`,
        footer: `Você recebeu esta mensagem por ser membro de ${appName}.`,
      }),
      { db: trx },
    );
    await recordAudit({
      db: trx,
      actor,
      action: 'user.messaged',
      target: { id: member.id, email: member.email },
      after: { assunto: action.subject },
    });
    return true;
  }

  async function run(row: BulkActionRow) {
    const segment = userSegmentSchema.parse(JSON.parse(row.segment));
    const action = { kind: row.kind, ...JSON.parse(row.params) } as BulkActionFields;
    const actor = { id: row.actor_id, label: row.actor_label };
    let after: ExportCursor | null =
      row.cursor_key && row.cursor_id ? { createdAt: row.cursor_key, id: row.cursor_id } : null;
    for (;;) {
      const members = await inTransaction(db, async (trx) => {
        const batch = await exportUsersBatch({
          db: trx,
          segment,
          now: row.segment_at,
          after,
          limit: batchSize,
        });
        const last = batch.at(-1);
        if (!last) return batch;
        let applied = 0;
        for (const member of batch) if (await applyTo(trx, actor, action, member)) applied++;
        const moved = await trx
          .updateTable('bulk_actions')
          .set((eb) => ({
            applied: eb('applied', '+', applied),
            unchanged: eb('unchanged', '+', batch.length - applied),
            cursor_key: last.cursor_key,
            cursor_id: last.id,
          }))
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .where('attempts', '=', row.attempts)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) throw new ClaimLost(row.id);
        after = { createdAt: last.cursor_key, id: last.id };
        return batch;
      });
      if (members.length < batchSize) return;
      // Requests waiting for the database go first (on SQLite, the one connection).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return defineQueue({
    name: 'bulk action worker',
    db,
    logger,
    maxAttempts: 5,
    batchSize: 1,
    ...settings,
    table: 'bulk_actions',
    pending: { column: 'status', value: 'pending' },
    failedValue: 'failed',
    handle: run,
    done: async (row) => {
      await db
        .updateTable('bulk_actions')
        .set({ status: 'done', finished_at: now(), next_attempt_at: null, last_error: null })
        .where('id', '=', row.id)
        .execute();
      logger.info({ bulkActionId: row.id, kind: row.kind }, 'bulk action applied');
    },
    retry: async ({ row, error, retryAt }) => {
      logger.warn({ bulkActionId: row.id, error: errorText(error) }, 'bulk action failed, will retry');
      await db
        .updateTable('bulk_actions')
        .set({ next_attempt_at: retryAt, last_error: errorText(error) })
        .where('id', '=', row.id)
        .execute();
    },
    giveUp: async ({ row, error }) => {
      logger.error({ bulkActionId: row.id, error: errorText(error) }, 'bulk action given up');
      await db
        .updateTable('bulk_actions')
        .set({ status: 'failed', finished_at: now(), next_attempt_at: null, last_error: errorText(error) })
        .where('id', '=', row.id)
        .execute();
    },
  });
}
