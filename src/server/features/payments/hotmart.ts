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

// Hotmart webhooks, version 2.0.0: authenticated by the hottok, sent in the X-HOTMART-HOTTOK
// header or, by older webhook configurations, as the body's `hottok` field.

const person = z
  .looseObject({ email: z.string().nullish(), name: z.string().nullish(), code: identifier })
  .nullish();
const epochMs = z.number().nullish().catch(null);
/** A date as Hotmart writes it: ms since 1970 in most events, an ISO string in the charge-date change. */
const dateValue = z.union([z.number(), z.string()]).nullish().catch(null);
const offerOf = z.looseObject({ code: identifier, key: identifier }).nullish();

const envelope = z.object({
  id: identifier,
  event: z.string().regex(/^[\w.-]{1,100}$/),
  data: z.looseObject({
    buyer: person,
    // A recurring product's purchase names its subscription by the subscriber's code; a plan
    // switch and a charge-date change describe the subscription itself.
    subscription: z
      .looseObject({
        subscriber: z.looseObject({ code: identifier }).nullish(),
        subscriber_code: identifier,
        product: z.looseObject({ id: identifier }).nullish(),
        user: person,
        date_next_charge: dateValue,
      })
      .nullish(),
    // SUBSCRIPTION_CANCELLATION and the charge-date change name the subscriber instead of a buyer.
    subscriber: person,
    product: z.looseObject({ id: identifier }).nullish(),
    purchase: z
      .looseObject({
        transaction: identifier,
        date_next_charge: epochMs,
        recurrence_number: z.number().int().positive().nullish().catch(null),
        price: z
          .looseObject({ value: z.number().nullish().catch(null), currency_value: currencyCode })
          .nullish(),
        offer: offerOf,
      })
      .nullish(),
    date_next_charge: epochMs,
    // SWITCH_PLAN: the subscription's plans, the one it moved to marked current.
    plans: z
      .array(z.looseObject({ current: z.boolean().nullish().catch(null), offer: offerOf }))
      .nullish()
      .catch(null),
    // UPDATE_SUBSCRIPTION_CHARGE_DATE: the subscription's plan and offer.
    plan: z.looseObject({ offer: offerOf }).nullish().catch(null),
  }),
});

export function parseHotmart(json: unknown): Parsed {
  const result = envelope.safeParse(json);
  if (!result.success || !result.data.id)
    return { error: 'O corpo não está no formato da Hotmart (id, event, data).' };
  const { id, event, data } = result.data;
  const product = data.product?.id ?? data.subscription?.product?.id;
  const currentPlan = data.plans?.find((plan) => plan.current)?.offer;
  const offer = data.purchase?.offer?.code ?? currentPlan?.key ?? data.plan?.offer?.code;
  const person = data.buyer?.email ? data.buyer : (data.subscriber ?? data.subscription?.user);
  return parsedEvent({
    platform: 'hotmart',
    eventKey: `hotmart:${id}`,
    eventType: event,
    action: actionOf('hotmart', event),
    transactionId: data.purchase?.transaction ?? null,
    subscriptionRef:
      data.subscription?.subscriber?.code ??
      data.subscription?.subscriber_code ??
      data.subscriber?.code ??
      null,
    buyer: buyerOf(person?.email, person?.name),
    productIds: product ? [...(offer ? [`${product}:${offer}`] : []), product] : [],
    amount: data.purchase?.price?.value ?? null,
    currency: data.purchase?.price?.currency_value ?? null,
    accessUntil: endOfPaidDay(
      data.date_next_charge ?? data.purchase?.date_next_charge ?? data.subscription?.date_next_charge,
    ),
    recurrence: data.purchase?.recurrence_number ?? null,
  });
}

/** The hottok an older configuration sends in the body; undefined when there is none. */
const bodyHottok = (json: unknown) =>
  isJsonObject(json) && typeof json.hottok === 'string' ? json.hottok : undefined;

/** A `"hottok": "…"` pair in a body that is not JSON (kept only in part when refused). */
const HOTTOK_TEXT = /("hottok"\s*:\s*)"(?:[^"\\]|\\.)*"?/giu;

/**
 * The body as stored: without its hottok, which is the secret itself (a right one opens the
 * endpoint, a wrong one may be an old or mistyped secret). A JSON body loses the field; any other
 * body has the value blanked where it appears.
 */
export function hotmartStoredPayload(raw: string, json: unknown): string {
  if (isJsonObject(json)) {
    if (!Object.hasOwn(json, 'hottok')) return raw;
    const { hottok: _secret, ...rest } = json;
    return JSON.stringify(rest);
  }
  return raw.replace(HOTTOK_TEXT, '$1"[removido]"');
}

export function hotmartAdapter(hottok: string | undefined): PlatformAdapter {
  return {
    platform: 'hotmart',
    authenticate: ({ header, json }) => {
      if (!hottok) return false;
      // Both places are compared, so the time taken does not tell which one matched.
      return [header('x-hotmart-hottok'), bodyHottok(json)]
        .map((given) => given !== undefined && secretsEqual(given, hottok))
        .includes(true);
    },
    parse: parseHotmart,
    storedPayload: hotmartStoredPayload,
  };
}
