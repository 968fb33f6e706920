import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { PaymentPlatform, WebhookOutcome } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';

// The stored deliveries (webhook_events, with the search terms of webhook_event_terms): stored
// on arrival, read back, settled once applied. The admin list's search: list-webhook-events.ts.

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
const webhookEventRow = (event: NewWebhookEvent) => ({
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

/**
 * Stores one delivery with the terms it is found by on /admin/integracoes (its buyer's e-mail,
 * name and transaction), together: a delivery is never stored unfindable. Returns its id, or null
 * when a row with the same event key exists (insertWebhookEvent; then no terms are stored either).
 */
export async function insertWebhookEventWithTerms({
  db,
  terms,
  ...event
}: NewWebhookEvent & { db: Db; terms: string[] }): Promise<string | null> {
  // PostgreSQL: one statement, the terms inserted by a data-modifying CTE from the row it stored,
  // so a delivery costs one round trip and holds a pooled connection for no transaction of its
  // own while a burst of them arrives (it took 4 round trips: bench/README.md). SQLite has no
  // data-modifying CTE; its transaction costs no round trips there.
  if (engineOf(db) === 'postgres' && terms.length > 0) {
    const stored = await db
      .with('stored', (q) =>
        q
          .insertInto('webhook_events')
          .values(webhookEventRow(event))
          .onConflict((oc) => oc.column('event_key').doNothing())
          .returning('id'),
      )
      .with('terms', (q) =>
        q
          .insertInto('webhook_event_terms')
          .columns(['term', 'event_id'])
          .expression((eb) =>
            eb.selectFrom('stored').select([sql<string>`unnest(${terms}::text[])`.as('term'), 'stored.id']),
          )
          .onConflict((oc) => oc.doNothing()),
      )
      .selectFrom('stored')
      .select('id')
      .executeTakeFirst();
    return stored?.id ?? null;
  }
  return inTransaction(db, async (trx) => {
    const id = await insertWebhookEvent({ db: trx, ...event });
    if (id && terms.length > 0)
      await trx
        .insertInto('webhook_event_terms')
        .values(terms.map((term) => ({ term, event_id: id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    return id;
  });
}

/** One stored delivery with its payload; locked until commit when `forUpdate` (a reprocess). */
export async function getWebhookEvent({
  db,
  id,
  forUpdate = false,
}: {
  db: Db;
  id: string;
  forUpdate?: boolean;
}) {
  const query = db.selectFrom('webhook_events').selectAll().where('id', '=', id);
  return (forUpdate ? lockedForUpdate(db, query) : query).executeTakeFirst();
}

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

/** A try of the payment worker failed: the delivery stays pending until `retryAt`, saying why. */
export async function scheduleWebhookRetry({
  db,
  id,
  detail,
  retryAt,
}: {
  db: Db;
  id: string;
  detail: string;
  retryAt: Date;
}) {
  await db
    .updateTable('webhook_events')
    .set({ detail, next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();
}

/** The payment worker's last try failed: the delivery is failed until an admin reprocesses it. */
export async function failWebhookEvent({
  db,
  id,
  detail,
  now,
}: {
  db: Db;
  id: string;
  detail: string;
  now: Date;
}) {
  await db
    .updateTable('webhook_events')
    .set({ outcome: 'failed', detail, next_attempt_at: null, processed_at: now })
    .where('id', '=', id)
    .execute();
}
