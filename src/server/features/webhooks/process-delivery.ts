import type { PaymentPlatform } from '../../../shared/integrations';
import type { Deps } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import { type ApplyResult, applyPaymentEvent } from './apply-payment-event';
import { insertWebhookEvent } from './data/insert-webhook-event';
import { settleWebhookEvent } from './data/settle-webhook-event';
import { parseHotmart } from './hotmart';
import { parseKiwify } from './kiwify';
import type { Parsed, PaymentEvent } from './payment-event';

/** How a stored body is read again (a reprocess needs no secret: it was authenticated when received). */
export const PARSERS: Record<PaymentPlatform, (json: unknown) => Parsed> = {
  hotmart: parseHotmart,
  kiwify: parseKiwify,
};

export const applyContext = (deps: Deps, db: Deps['database']['db'], now: Date) => ({
  db,
  mail: deps.mail,
  appUrl: appUrlOf(deps.env),
  appName: deps.env.APP_NAME,
  now,
});

/**
 * Stores an authenticated delivery and applies it, in one transaction: the access change, its
 * audit rows, the e-mail (queued) and the stored outcome all commit together or not at all.
 * A replay of a delivery already stored is stored as a duplicate and changes nothing. When
 * applying fails, the failure is stored outside the rolled-back transaction and the error goes
 * on (a 500, so the platform delivers again).
 */
export async function processDelivery(
  deps: Deps,
  event: PaymentEvent,
  payload: string,
  now: Date,
): Promise<ApplyResult> {
  const { db } = deps.database;
  const stored = {
    platform: event.platform,
    eventKey: event.eventKey,
    eventType: event.eventType,
    transactionId: event.transactionId,
    email: event.buyer?.email ?? null,
    payload,
    now,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertWebhookEvent(trx, { ...stored, outcome: 'failed', detail: 'Em processamento.' });
      if (!id) {
        const detail = 'Entrega repetida: este evento já foi recebido; nada muda.';
        await insertWebhookEvent(trx, { ...stored, eventKey: null, outcome: 'duplicate', detail });
        return { outcome: 'duplicate', detail, userId: null };
      }
      const result = await applyPaymentEvent(applyContext(deps, trx, now), event);
      await settleWebhookEvent(trx, id, result, { now });
      return result;
    });
  } catch (error) {
    deps.logger.error({ err: error, eventKey: event.eventKey }, 'webhook processing failed');
    await insertWebhookEvent(db, {
      ...stored,
      eventKey: null,
      outcome: 'failed',
      detail: 'Erro ao processar: a plataforma vai reenviar; também é possível clicar em Reprocessar.',
    });
    throw error;
  }
}
