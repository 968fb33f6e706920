import { randomUUID } from 'node:crypto';
import type { PaymentPlatform, WebhookOutcome } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

export type NewWebhookEvent = {
  platform: PaymentPlatform;
  /** The delivery's identity; null for rows that must never block a later delivery (failures, replays). */
  eventKey: string | null;
  eventType: string;
  transactionId: string | null;
  email: string | null;
  outcome: WebhookOutcome;
  detail: string;
  payload: string;
  userId?: string | null;
  /** A pending row: when the payment worker should apply it. */
  nextAttemptAt?: Date;
  now: Date;
};

/** The row one delivery is stored as. */
export const webhookEventRow = (event: NewWebhookEvent) => ({
  id: randomUUID(),
  platform: event.platform,
  event_key: event.eventKey,
  event_type: event.eventType,
  transaction_id: event.transactionId,
  email: event.email,
  outcome: event.outcome,
  detail: event.detail,
  // PostgreSQL text cannot hold a NUL byte; the body is kept for reading, not for signatures.
  payload: event.payload.replaceAll('\u0000', '\uFFFD'),
  user_id: event.userId ?? null,
  received_at: event.now,
  processed_at: event.now,
  next_attempt_at: event.nextAttemptAt ?? null,
  // A pending row counts its tries as the worker claims it.
  attempts: event.outcome === 'pending' ? 0 : 1,
});

/**
 * Stores one delivery. Returns its id, or null when a row with the same event key exists: the
 * unique index decides, so of two copies arriving at once exactly one is the first (on
 * PostgreSQL the second insert waits for the first transaction and then does nothing).
 */
export async function insertWebhookEvent({ db, ...event }: NewWebhookEvent & { db: Db }) {
  const row = await db
    .insertInto('webhook_events')
    .values(webhookEventRow(event))
    .onConflict((oc) => oc.column('event_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
