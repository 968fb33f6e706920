import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import { actionOf } from '../../../shared/payment-events';
import { secretsEqual } from '../../platform/crypto/constant-time';
import type { PlatformAdapter } from './payment-event';
import {
  buyerOf,
  currencyCode,
  endOfPaidDay,
  identifier,
  isJsonObject,
  type Parsed,
  parsedEvent,
} from './payment-event';

// Kiwify webhooks: `?signature=` is the hex HMAC-SHA1 of the body with the webhook's token.
// Kiwify also sends the order wrapped as { "order": … }, signed over that inner object. Not every
// delivery is an order: an abandoned cart (carrinho_abandonado) names no order_id.

const cents = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .nullish()
  .catch(null);

const eventName = z.string().regex(/^[\w.-]{1,100}$/);
const text = z.string().nullish().catch(null);

const order = z.looseObject({
  order_id: identifier,
  subscription_id: identifier,
  webhook_event_type: eventName,
  Product: z.looseObject({ product_id: identifier }).nullish(),
  Customer: z.looseObject({ email: z.string().nullish(), full_name: z.string().nullish() }).nullish(),
  Commissions: z
    .looseObject({ charge_amount: cents, currency: currencyCode, product_base_price_currency: currencyCode })
    .nullish(),
  Subscription: z
    .looseObject({
      id: identifier,
      customer_access: z.looseObject({ access_until: z.string().nullish().catch(null) }).nullish(),
    })
    .nullish(),
});

/** The order itself, whether sent bare or as { "order": … }. */
const unwrap = (json: unknown): unknown =>
  json && typeof json === 'object' && 'order' in json && typeof json.order === 'object' ? json.order : json;

const hmacHex = (token: string, body: string) => createHmac('sha1', token).update(body, 'utf8').digest('hex');

/**
 * A delivery that names no order: an abandoned cart (its checkout link, the e-mail typed so far,
 * the product) or anything else Kiwify may send. Every field is optional; what is read is only
 * for the admin's list.
 */
const orderless = z.looseObject({
  id: identifier,
  webhook_event_type: eventName.nullish().catch(null),
  status: text,
  checkout_link: text,
  email: text,
  name: text,
  product_id: identifier,
  Product: z.looseObject({ product_id: identifier }).nullish().catch(null),
  Customer: z.looseObject({ email: text, full_name: text }).nullish().catch(null),
});

/** Kiwify's name of the abandoned-cart trigger, also the event type it is recorded as. */
export const KIWIFY_ABANDONED_CART = 'carrinho_abandonado';

/**
 * Recorded, never applied (access never changes without an order): the event type the body
 * states, an abandoned cart when it looks like one, else "desconhecido". A replay is a duplicate:
 * the key is the cart's id, or a digest of the body when it has none.
 */
function parseOrderless(body: Record<string, unknown>, whole: unknown = body): Parsed {
  const parsed = orderless.safeParse(body);
  if (!parsed.success) return { error: 'O corpo não está no formato da Kiwify (um objeto JSON).' };
  const o = parsed.data;
  const looksLikeCart = o.status === 'abandoned' || !!o.checkout_link;
  const eventType = o.webhook_event_type ?? (looksLikeCart ? KIWIFY_ABANDONED_CART : 'desconhecido');
  const identity =
    (whole === body ? o.id : undefined) ??
    createHash('sha256').update(JSON.stringify(whole)).digest('hex').slice(0, 40);
  const product = o.product_id ?? o.Product?.product_id;
  return parsedEvent({
    platform: 'kiwify',
    eventKey: `kiwify:${eventType}:${identity}`,
    eventType,
    action: 'record',
    transactionId: null,
    subscriptionRef: null,
    buyer: buyerOf(o.email ?? o.Customer?.email, o.name ?? o.Customer?.full_name),
    productIds: product ? [product] : [],
    amount: null,
    currency: null,
    accessUntil: null,
    recurrence: null,
  });
}

const withoutOrder = (item: unknown): item is Record<string, unknown> =>
  isJsonObject(item) && (item.order_id === undefined || item.order_id === null);

export function parseKiwify(json: unknown): Parsed {
  // Kiwify's published abandoned-cart sample is a list of carts: recorded as one delivery, read
  // from its first cart. A list holding anything but carts (an order, a string) is refused.
  if (Array.isArray(json)) {
    const [first] = json;
    return withoutOrder(first) && json.every(withoutOrder)
      ? parseOrderless(first, json)
      : { error: 'O corpo não está no formato da Kiwify (um objeto JSON).' };
  }
  const body = unwrap(json);
  if (!isJsonObject(body)) return { error: 'O corpo não está no formato da Kiwify (um objeto JSON).' };
  // No order at all: recorded. An order that is there but unreadable is still refused.
  if (body.order_id === undefined || body.order_id === null) return parseOrderless(body);
  const result = order.safeParse(body);
  if (!result.success || !result.data.order_id)
    return { error: 'O corpo não está no formato da Kiwify (order_id, webhook_event_type).' };
  const o = result.data;
  const product = o.Product?.product_id;
  const paid = o.Commissions?.charge_amount;
  return parsedEvent({
    platform: 'kiwify',
    // Kiwify has no delivery id: the order and the event type together name one delivery.
    eventKey: `kiwify:${o.order_id}:${o.webhook_event_type}`,
    eventType: o.webhook_event_type,
    action: actionOf('kiwify', o.webhook_event_type),
    transactionId: o.order_id ?? null,
    subscriptionRef: o.subscription_id ?? o.Subscription?.id ?? null,
    buyer: buyerOf(o.Customer?.email, o.Customer?.full_name),
    productIds: product ? [product] : [],
    amount: paid === null || paid === undefined ? null : paid / 100,
    currency: o.Commissions?.currency ?? o.Commissions?.product_base_price_currency ?? null,
    accessUntil: endOfPaidDay(o.Subscription?.customer_access?.access_until),
    recurrence: null,
  });
}

export function kiwifyAdapter(token: string | undefined): PlatformAdapter {
  return {
    platform: 'kiwify',
    authenticate: ({ raw, json, query }) => {
      const signature = query('signature')?.toLowerCase();
      if (!token || !signature) return false;
      const inner = unwrap(json);
      const signed = inner !== json ? [raw, JSON.stringify(inner)] : [raw];
      // Every candidate is compared, so the time taken does not tell which one matched.
      return signed.map((body) => secretsEqual(hmacHex(token, body), signature)).includes(true);
    },
    parse: parseKiwify,
  };
}
