import type { Context } from 'hono';
import type { WebhookOutcome } from '../../../shared/payments';
import type { AppEnv, Deps } from '../../app-env';
import type { Db } from '../../platform/db/connection';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { clientIp } from '../../platform/http/client-ip';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { insertWebhookEvent, insertWebhookEventWithTerms } from './data/webhook-events';
import { searchTermsOf } from './event-search-terms';
import type { Delivery, PaymentEvent, PlatformAdapter } from './payment-event';

const DUPLICATE_DELIVERY = 'Entrega repetida: este evento já foi recebido; nada muda.';
const QUEUED = 'Na fila: será aplicado em instantes.';

const ANSWERS = {
  pending: 'Evento recebido: será aplicado em instantes.',
  duplicate: 'Evento já recebido.',
} satisfies Partial<Record<WebhookOutcome, string>>;

/** Refused deliveries are stored for the admin, but a sender cannot fill the table with them. */
const REJECTED_PER_IP = { max: 60, windowMs: 10 * 60_000 };
/** Unauthenticated bytes are kept only as far as an admin needs to recognise them. */
const REJECTED_PAYLOAD_CHARS = 4096;

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** The event's name when the body says one, for the admin list of refused deliveries. */
const eventTypeOf = (json: unknown) => {
  const body = (json ?? {}) as Record<string, unknown>;
  const order = (body.order ?? {}) as Record<string, unknown>;
  const name = body.event ?? body.webhook_event_type ?? order.webhook_event_type;
  return typeof name === 'string' && /^[\w.-]{1,100}$/.test(name) ? name : 'desconhecido';
};

/**
 * POST /api/webhooks/<platform>: authenticate, store, answer; the payment worker applies the
 * stored delivery moments later (docs/decisions/015-payment-webhooks-and-expiry-job.md). A bad
 * token or signature answers 401 and changes nothing but the record of the attempt; a body that
 * is not the platform's shape answers 400; everything authenticated answers 200, unknown products
 * and deliveries that name no order included, so the platform stops retrying (the admin sees it
 * listed). The body is stored without the secrets a platform may put in it.
 */
export function webhookReceiver(deps: Deps, adapter: PlatformAdapter) {
  const { db } = deps.database;
  return async (c: Context<AppEnv>) => {
    const now = new Date();
    const raw = await c.req.text();
    const json = parseJson(raw);
    const delivery: Delivery = { raw, json, header: (n) => c.req.header(n), query: (n) => c.req.query(n) };
    // What is kept of the body never holds a secret the platform sent in it (Hotmart's hottok).
    const stored = adapter.storedPayload?.(raw, json) ?? raw;
    const refuse = async (detail: string, payload = stored) =>
      insertWebhookEvent({
        db,
        platform: adapter.platform,
        eventKey: null,
        eventType: eventTypeOf(json),
        transactionId: null,
        email: null,
        outcome: 'rejected',
        detail,
        payload,
        now,
      });

    if (!adapter.authenticate(delivery)) {
      await consumeRateLimit({
        db,
        key: `webhook-rejected:${clientIp(c, deps.env.TRUST_PROXY)}`,
        rule: REJECTED_PER_IP,
      });
      await refuse(
        'Token ou assinatura inválidos: nada foi aplicado.',
        stored.slice(0, REJECTED_PAYLOAD_CHARS),
      );
      throw new AppError(401, MESSAGES.webhookRejected, 'webhook_rejected');
    }
    if (json === undefined) {
      await refuse('O corpo não é um JSON válido.');
      throw new AppError(400, MESSAGES.malformedJson, 'malformed_json');
    }
    const parsed = adapter.parse(json);
    if ('error' in parsed) {
      await refuse(parsed.error);
      throw new AppError(400, parsed.error, 'webhook_shape');
    }
    const { id, outcome } = await storeDelivery({ db, event: parsed.event, payload: stored, now });
    if (outcome === 'pending') deps.payments.wake();
    return c.json({ message: ANSWERS[outcome], outcome, id });
  };
}

/**
 * Stores an authenticated delivery as pending, for the payment worker (payment-worker.ts), and
 * says so; a replay of a delivery already stored is stored as a duplicate and changes nothing
 * (the unique event key decides, also between two copies arriving at once). Both are findable on
 * /admin/integracoes by the buyer's e-mail, name and transaction.
 */
async function storeDelivery({
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
