import type { Db } from '../../platform/db/connection';
import { insertWebhookEventWithTerms } from './data/insert-webhook-event-with-terms';
import { searchTermsOf } from './event-search-terms';
import type { PaymentEvent } from './payment-event';

const DUPLICATE_DELIVERY = 'Entrega repetida: este evento já foi recebido; nada muda.';
const QUEUED = 'Na fila: será aplicado em instantes.';

/**
 * Stores an authenticated delivery as pending, for the payment worker (payment-worker.ts), and
 * says so; a replay of a delivery already stored is stored as a duplicate and changes nothing
 * (the unique event key decides, also between two copies arriving at once). Both are findable by
 * the buyer's e-mail, name and transaction (issue 20 §4).
 */
export async function storeDelivery({
  db,
  event,
  payload,
  now,
}: {
  db: Db;
  event: PaymentEvent;
  payload: string;
  now: Date;
}) {
  const stored = {
    db,
    platform: event.platform,
    eventType: event.eventType,
    transactionId: event.transactionId,
    email: event.buyer?.email ?? null,
    payload,
    now,
    terms: searchTermsOf(event),
  };
  const id = await insertWebhookEventWithTerms({
    ...stored,
    eventKey: event.eventKey,
    outcome: 'pending',
    detail: QUEUED,
    nextAttemptAt: now,
  });
  if (id) return { id, outcome: 'pending' as const };
  // Stored already: this copy is kept as a duplicate, with no event key, so it never conflicts.
  const duplicate = await insertWebhookEventWithTerms({
    ...stored,
    eventKey: null,
    outcome: 'duplicate',
    detail: DUPLICATE_DELIVERY,
  });
  return { id: duplicate, outcome: 'duplicate' as const };
}
