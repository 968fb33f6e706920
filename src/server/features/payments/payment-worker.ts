import type { Selectable } from 'kysely';
import type { PaymentPlatform } from '../../../shared/payments';
import type { Deps } from '../../app-env';
import type { Db } from '../../platform/db/connection';
import { engineOf } from '../../platform/db/engine';
import { commitWithoutFlushWait, lockCounterSlot } from '../../platform/db/fast/counter-slices';
import type { WebhookEventsTable } from '../../platform/db/schema/webhook-events';
import { inTransaction } from '../../platform/db/transaction';
import { defineQueue, exponentialBackoff, type QueueSettings } from '../../platform/jobs/database-queue';
import type { PollingWorker } from '../../platform/jobs/polling-worker';
import { failWebhookEvent, scheduleWebhookRetry } from './data/webhook-events';
import { applyStoredDelivery, parseStored } from './stored-delivery';

type PaymentWorkerOptions = Omit<QueueSettings, 'retryDelayMs'> & {
  /** Deliveries a lane applies in one transaction on PostgreSQL (DELIVERIES_PER_TRANSACTION). */
  deliveriesPerTransaction?: number;
};

/**
 * What a delivery concerns, as lane keys (docs/decisions/015-payment-webhooks-and-expiry-job.md):
 * its buyer's e-mail (two deliveries of one new buyer would both create the account), its payment
 * (a purchase and its refund arriving together) and its platform subscription (a renewal names
 * the grant whatever e-mail it carries). Deliveries sharing any of them are applied one after
 * another, in the order received.
 */
export function paymentKeysOf(row: {
  platform: PaymentPlatform;
  email: string | null;
  transaction_id: string | null;
  payload: string;
}): string[] {
  const keys: string[] = [];
  if (row.email) keys.push(`email:${row.email.trim().toLowerCase()}`);
  if (row.transaction_id) keys.push(`transaction:${row.platform}:${row.transaction_id}`);
  const parsed = parseStored(row);
  if ('event' in parsed && parsed.event.subscriptionRef)
    keys.push(`subscription:${row.platform}:${parsed.event.subscriptionRef}`);
  return keys;
}

/** A batch big enough to keep every lane busy between two claims. */
const BATCH_PER_LANE = 16;

/**
 * On PostgreSQL a lane applies this many deliveries in one transaction (more when one member's
 * several must stay together): during a burst the app's one thread is the bound, waiting half the
 * time for a CPU and paying for every round trip (bench/README.md), and a transaction of its own
 * costs a delivery two (begin, commit) of its ~15. 8 rather than 4: the last of 1,000 new buyers
 * applied ~0.3 s sooner (bench/README.md). When one of them fails, each is applied alone again
 * (defineQueue's `together`). SQLite's statements cost no round trip, and a longer transaction
 * there only keeps the one connection from requests longer: one delivery each.
 */
const DELIVERIES_PER_TRANSACTION = 8;

/**
 * Applies the stored deliveries (docs/decisions/015-payment-webhooks-and-expiry-job.md) through
 * the job module's queue: in the order they were received per member (paymentKeysOf),
 * `concurrency` members at a time (PAYMENT_WORKER_CONCURRENCY), on the lanes' connections
 * (DatabaseHandle.lanes): on PostgreSQL DELIVERIES_PER_TRANSACTION deliveries in one
 * transaction, on SQLite each in its own. A try that throws is retried 30 s, 1, 2 and 4 min
 * later; after the fifth the delivery is marked failed and the admin sees why (Reprocessar). A
 * try whose lease another process took over commits nothing (ClaimLost).
 */
export function createPaymentWorker(
  deps: Pick<Deps, 'database' | 'mail' | 'env' | 'logger'>,
  options: PaymentWorkerOptions = {},
): PollingWorker {
  const { db, lanes } = deps.database;
  const { logger } = deps;
  const { maxAttempts = 5, concurrency = deps.env.PAYMENT_WORKER_CONCURRENCY } = options;
  const batchSize = options.batchSize ?? Math.max(10, concurrency * BATCH_PER_LANE);
  const now = options.now ?? (() => new Date());
  const { deliveriesPerTransaction = DELIVERIES_PER_TRANSACTION, ...queueSettings } = options;
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

  /**
   * A transaction on the lanes' own connections, committed without waiting for the WAL flush:
   * lost in a crash, the claims (durable, on `db`) come due again and the deliveries are applied then.
   */
  const applying = (work: (trx: Db) => Promise<void>) =>
    inTransaction(lanes, async (trx) => {
      await commitWithoutFlushWait(trx);
      // Several members' changes in one transaction lock counter slices out of their usual
      // order: every lane's transaction queues for its slice first (also a lone delivery's, which
      // could otherwise hold a row a transaction of several waits for).
      await lockCounterSlot(trx);
      await work(trx);
    });
  const apply = async (trx: Db, row: Selectable<WebhookEventsTable>) => {
    const result = await applyStoredDelivery({
      deps,
      db: trx,
      row,
      now: now(),
      claimedAttempts: row.attempts,
    });
    if (!result) throw new Error('stored payload no longer parses');
  };

  return defineQueue({
    name: 'payment worker',
    db,
    logger,
    ...queueSettings,
    maxAttempts,
    concurrency,
    batchSize,
    keysOf: paymentKeysOf,
    retryDelayMs: exponentialBackoff,
    table: 'webhook_events',
    pending: { column: 'outcome', value: 'pending' },
    failedValue: 'failed',
    order: (a, b) => a.received_at.getTime() - b.received_at.getTime() || (a.id < b.id ? -1 : 1),
    handle: (row) => applying((trx) => apply(trx, row)),
    together: {
      size: engineOf(db) === 'postgres' ? deliveriesPerTransaction : 1,
      handle: (rows) =>
        applying(async (trx) => {
          for (const row of rows) await apply(trx, row);
        }),
    },
    retry: async ({ row, error, retryAt }) => {
      logFailure(row, error);
      await scheduleWebhookRetry({
        db,
        id: row.id,
        detail: `Erro ao processar: nova tentativa automática (${row.attempts} de ${maxAttempts}).`,
        retryAt,
      });
    },
    giveUp: async ({ row, error }) => {
      logFailure(row, error);
      await failWebhookEvent({
        db,
        id: row.id,
        detail: `Erro ao processar (${row.attempts} tentativas): clique em Reprocessar para tentar de novo.`,
        now: now(),
      });
    },
  });
}
