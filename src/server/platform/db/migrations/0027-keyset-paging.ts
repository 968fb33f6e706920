import type { Kysely } from 'kysely';

// Decisions 011 and 025: the audit, payment-event and code-request lists page by keyset over
// (time, id) under each of their filters, so every filter has an index ending in (time, id): the
// ones migrations 0004 and 0013 made, and these.
const INDEXES = [
  // The code-request log (0001 indexed created_at alone: ties by id were sorted).
  ['totp_requests_created_id_idx', 'totp_requests', ['created_at', 'id']],
  // Payment events by platform alone (_platform_idx leads with the outcome after the platform).
  ['webhook_events_platform_received_idx', 'webhook_events', ['platform', 'received_at', 'id']],
  // The audit by admin and kind: each of the kind's actions is a range of this one.
  ['audit_events_actor_action_idx', 'audit_events', ['actor_id', 'action', 'created_at', 'id']],
  // A search walking the dates checks each delivery's terms from the index alone.
  ['webhook_event_terms_event_term_idx', 'webhook_event_terms', ['event_id', 'term']],
] as const;

export async function up(db: Kysely<unknown>) {
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on(table)
      .columns([...columns])
      .execute();
  // Superseded by the indexes above with the same leading column.
  await db.schema.dropIndex('totp_requests_created_at_idx').ifExists().execute();
  await db.schema.dropIndex('webhook_event_terms_event_idx').ifExists().execute();
}
