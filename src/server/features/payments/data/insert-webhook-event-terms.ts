import type { Db } from '../../../platform/db/connection';

/** Makes one delivery findable by `terms` on /admin/integracoes (issue 20 §4). */
export async function insertWebhookEventTerms({
  db,
  eventId,
  terms,
}: {
  db: Db;
  eventId: string;
  terms: string[];
}) {
  if (terms.length === 0) return;
  await db
    .insertInto('webhook_event_terms')
    .values(terms.map((term) => ({ term, event_id: eventId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
