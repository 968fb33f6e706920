import type { Deps } from '../../app-env';
import { inTransaction } from '../../platform/db/transaction';
import { defineQueue, type QueueSettings } from '../../platform/jobs/database-queue';
import { exponentialBackoff } from '../../platform/jobs/exponential-backoff';
import type { PollingWorker } from '../../platform/jobs/polling-worker';
import { applyStoredDelivery } from './apply-stored-delivery';

type PaymentWorkerOptions = Omit<QueueSettings, 'retryDelayMs'>;

/**
 * Applies the stored deliveries (decision 015) through the job module's queue: in the order they
 * were received, one at a time per process, each in its own transaction. A try that throws is
 * retried 30 s, 1, 2 and 4 min later; after the fifth the delivery is marked failed and the admin
 * sees why (Reprocessar).
 */
export function createPaymentWorker(
  deps: Pick<Deps, 'database' | 'mail' | 'env' | 'logger'>,
  options: PaymentWorkerOptions = {},
): PollingWorker {
  const { db } = deps.database;
  const { logger } = deps;
  const { maxAttempts = 5 } = options;
  const now = options.now ?? (() => new Date());
  const logFailure = (row: { id: string; event_key: string | null; attempts: number }, error: unknown) =>
    logger.error(
      {
        err: error,
        eventId: row.id,
        eventKey: row.event_key,
        attempt: row.attempts,
        giveUp: row.attempts >= maxAttempts,
      },
      'payment delivery failed',
    );

  return defineQueue({
    name: 'payment worker',
    db,
    logger,
    ...options,
    maxAttempts,
    retryDelayMs: exponentialBackoff,
    table: 'webhook_events',
    pending: { column: 'outcome', value: 'pending' },
    failedValue: 'failed',
    order: (a, b) => a.received_at.getTime() - b.received_at.getTime() || (a.id < b.id ? -1 : 1),
    handle: async (row) => {
      const result = await inTransaction(db, (trx) =>
        applyStoredDelivery({ deps, db: trx, row, now: now() }),
      );
      if (!result) throw new Error('stored payload no longer parses');
    },
    retry: async ({ row, error, retryAt }) => {
      logFailure(row, error);
      await db
        .updateTable('webhook_events')
        .set({
          detail: `Erro ao processar: nova tentativa automática (${row.attempts} de ${maxAttempts}).`,
          next_attempt_at: retryAt,
        })
        .where('id', '=', row.id)
        .execute();
    },
    giveUp: async ({ row, error }) => {
      logFailure(row, error);
      await db
        .updateTable('webhook_events')
        .set({
          outcome: 'failed',
          detail: `Erro ao processar (${row.attempts} tentativas): clique em Reprocessar para tentar de novo.`,
          next_attempt_at: null,
          processed_at: now(),
        })
        .where('id', '=', row.id)
        .execute();
    },
  });
}
