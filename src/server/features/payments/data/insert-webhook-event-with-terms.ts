import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';
import { inTransaction } from '../../../platform/db/transaction';
import { insertWebhookEvent, type NewWebhookEvent, webhookEventRow } from './insert-webhook-event';

/**
 * Stores one delivery with the terms it is found by on /admin/integracoes (issue 20 §4), together:
 * a delivery is never stored unfindable. Returns its id, or null when a row with the same event
 * key exists (insertWebhookEvent; then no terms are stored either).
 */
export async function insertWebhookEventWithTerms({
  db,
  terms,
  ...event
}: NewWebhookEvent & { db: Db; terms: string[] }): Promise<string | null> {
  // PostgreSQL: one statement, the terms inserted by a data-modifying CTE from the row it stored,
  // so a delivery costs one round trip and holds a pooled connection for no transaction of its
  // own while a burst of them arrives (issue 22 §4: 4 round trips before). SQLite has no
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
