import type { Db } from '../../platform/db/connection';
import { insertWebhookEvent } from './data/insert-webhook-event';
import type { PaymentEvent } from './payment-event';

const DUPLICATE_DELIVERY = 'Entrega repetida: este evento já foi recebido; nada muda.';
const QUEUED = 'Na fila: será aplicado em instantes.';

/**
 * Stores an authenticated delivery as pending, for the payment worker (payment-worker.ts), and
 * says so; a replay of a delivery already stored is stored as a duplicate and changes nothing
 * (the unique event key decides, also between two copies arriving at once).
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
  const id = await insertWebhookEvent({
    db,
    ...stored,
    eventKey: event.eventKey,
    outcome: 'pending',
    detail: QUEUED,
    nextAttemptAt: now,
  });
  if (id) return { id, outcome: 'pending' as const };
  const duplicate = await insertWebhookEvent({
    db,
    ...stored,
    eventKey: null,
    outcome: 'duplicate',
    detail: DUPLICATE_DELIVERY,
  });
  return { id: duplicate, outcome: 'duplicate' as const };
}
