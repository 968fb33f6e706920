import { MINUTE_MS } from '../../../shared/constants';
import type { Deps } from '../../app-env';
import { skippingLocked } from '../../platform/db/transaction';
import { exponentialBackoff, type PollingWorker, pollingWorker } from '../../platform/jobs/polling-worker';
import { applyStoredDelivery } from './process-delivery';

export type PaymentWorkerOptions = {
  /** How often an idle worker looks for deliveries another process stored (its own wake it). */
  pollMs?: number;
  batchSize?: number;
  /** Tries before a delivery is marked failed for the admin's Reprocessar. */
  maxAttempts?: number;
  /** How long a claimed delivery stays hidden from other workers; a crash makes it due again after. */
  leaseMs?: number;
  now?: () => Date;
};

/**
 * Applies the stored deliveries (decision 015), oldest first, each in its own transaction. Claims
 * are one UPDATE … RETURNING over the due pending rows, taken FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so every app process may run a worker and none applies a delivery another holds.
 * A try that throws is retried later with a growing wait; after the last one the delivery is
 * marked failed and the admin sees why.
 */
export function createPaymentWorker(
  deps: Pick<Deps, 'database' | 'mail' | 'env' | 'logger'>,
  options: PaymentWorkerOptions = {},
): PollingWorker {
  const { database, logger } = deps;
  const { db, kind } = database;
  const { pollMs = 2_000, batchSize = 10, maxAttempts = 5, leaseMs = 5 * MINUTE_MS } = options;
  const now = options.now ?? (() => new Date());

  function claim(at: Date) {
    const due = db
      .selectFrom('webhook_events')
      .select('id')
      .where('outcome', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(batchSize);
    return db
      .updateTable('webhook_events')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(at.getTime() + leaseMs) }))
      .where('id', 'in', skippingLocked(kind, due))
      .returning(['id', 'platform', 'payload', 'attempts', 'received_at', 'event_key'])
      .execute();
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  async function apply(row: Claimed) {
    try {
      const result = await db
        .transaction()
        .execute((trx) => applyStoredDelivery(deps, trx, row, { now: now() }));
      if (result) return;
      throw new Error('stored payload no longer parses');
    } catch (error) {
      const giveUp = row.attempts >= maxAttempts;
      logger.error(
        { err: error, eventId: row.id, eventKey: row.event_key, attempt: row.attempts, giveUp },
        'payment delivery failed',
      );
      const at = now();
      await db
        .updateTable('webhook_events')
        .set(
          giveUp
            ? {
                outcome: 'failed',
                detail: `Erro ao processar (${row.attempts} tentativas): clique em Reprocessar para tentar de novo.`,
                next_attempt_at: null,
                processed_at: at,
              }
            : {
                detail: `Erro ao processar: nova tentativa automática (${row.attempts} de ${maxAttempts}).`,
                next_attempt_at: new Date(at.getTime() + exponentialBackoff(row.attempts)),
              },
        )
        .where('id', '=', row.id)
        .execute();
    }
  }

  /** One pass: claim a batch and apply it in the order the deliveries came. */
  async function pass() {
    const rows = await claim(now());
    rows.sort((a, b) => a.received_at.getTime() - b.received_at.getTime() || (a.id < b.id ? -1 : 1));
    for (const row of rows) await apply(row);
    return rows.length;
  }

  return pollingWorker({ name: 'payment worker', pass, pollMs, logger });
}
