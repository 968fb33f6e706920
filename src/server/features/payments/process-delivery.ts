import type { PaymentPlatform } from '../../../shared/payments';
import type { Deps } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import type { Db } from '../../platform/db/connection';
import { type ApplyResult, applyPaymentEvent } from './apply-payment-event';
import { insertWebhookEvent } from './data/insert-webhook-event';
import { settleWebhookEvent } from './data/settle-webhook-event';
import { parseHotmart } from './hotmart';
import { parseKiwify } from './kiwify';
import type { Parsed, PaymentEvent } from './payment-event';

/** How a stored body is read again (no secret needed: it was authenticated when received). */
export const PARSERS: Record<PaymentPlatform, (json: unknown) => Parsed> = {
  hotmart: parseHotmart,
  kiwify: parseKiwify,
};

/** What applying needs beside the database: the mail queue and the app's address and name. */
export type ApplyDeps = Pick<Deps, 'mail' | 'env'>;

export const DUPLICATE_DELIVERY = 'Entrega repetida: este evento já foi recebido; nada muda.';
export const QUEUED = 'Na fila: será aplicado em instantes.';

/**
 * Stores an authenticated delivery as pending, for the payment worker (payment-worker.ts), and
 * says so; a replay of a delivery already stored is stored as a duplicate and changes nothing
 * (the unique event key decides, also between two copies arriving at once).
 */
export async function storeDelivery(db: Db, event: PaymentEvent, payload: string, now: Date) {
  const stored = {
    platform: event.platform,
    eventType: event.eventType,
    transactionId: event.transactionId,
    email: event.buyer?.email ?? null,
    payload,
    now,
  };
  const id = await insertWebhookEvent(db, {
    ...stored,
    eventKey: event.eventKey,
    outcome: 'pending',
    detail: QUEUED,
    nextAttemptAt: now,
  });
  if (id) return { id, outcome: 'pending' as const };
  const duplicate = await insertWebhookEvent(db, {
    ...stored,
    eventKey: null,
    outcome: 'duplicate',
    detail: DUPLICATE_DELIVERY,
  });
  return { id: duplicate, outcome: 'duplicate' as const };
}

/**
 * Applies a stored delivery in `trx`: the access change, its audit rows, the e-mail (queued) and
 * the stored outcome commit together or not at all. The worker and Reprocessar both come here.
 */
export async function applyStoredDelivery(
  deps: ApplyDeps,
  trx: Db,
  row: { id: string; platform: PaymentPlatform; payload: string },
  { now, reprocessed = false }: { now: Date; reprocessed?: boolean },
): Promise<ApplyResult | null> {
  const parsed = PARSERS[row.platform](JSON.parse(row.payload));
  if ('error' in parsed) return null;
  const result = await applyPaymentEvent(
    { db: trx, mail: deps.mail, appUrl: appUrlOf(deps.env), appName: deps.env.APP_NAME, now },
    parsed.event,
  );
  await settleWebhookEvent(trx, row.id, result, { now, reprocessed });
  return result;
}
