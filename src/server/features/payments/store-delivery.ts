import type { Db } from '../../platform/db/connection';
import { inTransaction } from '../../platform/db/transaction';
import { insertWebhookEvent } from './data/insert-webhook-event';
import { insertWebhookEventTerms } from './data/insert-webhook-event-terms';
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
    platform: event.platform,
    eventType: event.eventType,
    transactionId: event.transactionId,
    email: event.buyer?.email ?? null,
    payload,
    now,
  };
  // The row and its search terms together: a delivery is never stored unfindable.
  return inTransaction(db, async (trx) => {
    const id = await insertWebhookEvent({
      db: trx,
      ...stored,
      eventKey: event.eventKey,
      outcome: 'pending',
      detail: QUEUED,
      nextAttemptAt: now,
    });
    const saved = id
      ? { id, outcome: 'pending' as const }
      : {
          id: await insertWebhookEvent({
            db: trx,
            ...stored,
            eventKey: null,
            outcome: 'duplicate',
            detail: DUPLICATE_DELIVERY,
          }),
          outcome: 'duplicate' as const,
        };
    if (saved.id) await insertWebhookEventTerms({ db: trx, eventId: saved.id, terms: searchTermsOf(event) });
    return saved;
  });
}
