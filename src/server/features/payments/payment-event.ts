import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../shared/constants';
import type { PaymentAction } from '../../../shared/payment-events';
import type { PaymentPlatform } from '../../../shared/payments';
import { endOfDayInSaoPaulo, isCalendarDay } from '../../../shared/sao-paulo-day';

// A delivery from either platform, reduced to what decides access
// (docs/decisions/015-payment-webhooks-and-expiry-job.md); each platform's reading of it:
// hotmart.ts, kiwify.ts.

export type PaymentEvent = {
  platform: PaymentPlatform;
  /** The delivery's identity: a second delivery with the same key is a duplicate. */
  eventKey: string;
  eventType: string;
  action: PaymentAction;
  transactionId: string | null;
  /**
   * The platform's subscription (Hotmart's subscriber code, Kiwify's subscription id) when the
   * product renews: its payments, renewals and cancellation name one grant
   * (docs/decisions/016-access-as-grants.md).
   */
  subscriptionRef: string | null;
  buyer: { email: string; name: string | null } | null;
  /** The mapping keys to look up, most specific first ("product:offer", then "product"). */
  productIds: string[];
  /** What the buyer paid, in reais. */
  amount: number | null;
  /** The amount's currency as stated ('BRL'…), upper case; null when the delivery names none. */
  currency: string | null;
  /**
   * The end of the paid period when the platform states it; for move-charge-date, the new charge
   * date. Never applied before the end already paid (a cancellation's date may lie in the past).
   */
  accessUntil: Date | null;
  /** Which payment of its subscription this is (Hotmart's recurrence_number: 1, 2…); null: not stated. */
  recurrence: number | null;
};

/** A delivery either becomes a PaymentEvent or is refused with a reason for the admin. */
export type Parsed = { event: PaymentEvent } | { error: string };

/** What the webhook route needs from one delivery to authenticate it. */
export type Delivery = {
  /** The body exactly as received (signatures are computed over these bytes). */
  raw: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  header(name: string): string | undefined;
  query(name: string): string | undefined;
};

/** One payment platform: how its deliveries prove where they come from, and what they mean. */
export type PlatformAdapter = {
  platform: PaymentPlatform;
  /** False also when the platform's secret is not configured: nothing is accepted then. */
  authenticate(delivery: Delivery): boolean;
  parse(json: unknown): Parsed;
  /**
   * The body as it is stored (webhook_events, shown on /admin/integracoes): any secret the
   * platform put in it removed. Absent: stored exactly as received.
   */
  storedPayload?(raw: string, json: unknown): string;
};

/** A JSON object (not an array, not null). */
export const isJsonObject = (json: unknown): json is Record<string, unknown> =>
  typeof json === 'object' && json !== null && !Array.isArray(json);

const email = z.email().max(EMAIL_MAX_LENGTH);

/** The buyer from an order's e-mail and name; null when the e-mail is missing or not one. */
export function buyerOf(rawEmail: string | null | undefined, rawName: string | null | undefined) {
  const address = rawEmail?.trim().toLowerCase() ?? '';
  if (!email.safeParse(address).success) return null;
  // A name is shown on screens: no control characters, bounded like a typed one.
  const name =
    rawName
      ?.replace(/\p{Cc}/gu, ' ')
      .trim()
      .slice(0, NAME_MAX_LENGTH) || null;
  return { email: address, name };
}

/** An "access until" date as either platform writes it ('2026-02-15', '2026-02-15 10:30:00', ISO, ms). */
export function endOfPaidDay(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? new Date(value) : null;
  const day = value.trim().slice(0, 10);
  return isCalendarDay(day) ? endOfDayInSaoPaulo(day) : null;
}

/** What each action needs from the delivery; the first thing missing, in Portuguese. */
export function missingFor(event: PaymentEvent): string | null {
  const { action } = event;
  if (action === 'record') return null;
  if (event.productIds.length === 0) return 'Evento sem o ID do produto.';
  const bySubscription =
    action === 'end-renewal' || action === 'switch-plan' || action === 'move-charge-date';
  if (!bySubscription && !event.transactionId) return 'Evento sem o código da transação.';
  if (bySubscription && !event.subscriptionRef && (action !== 'end-renewal' || !event.transactionId))
    return 'Evento sem o código da assinatura.';
  if (action === 'move-charge-date' && !event.accessUntil) return 'Evento sem a nova data de cobrança.';
  if (action === 'grant' && !event.buyer) return 'Evento sem um email de comprador válido.';
  return null;
}

/** A currency code as the platforms write it ('BRL', 'usd'), upper case; anything else null. */
export const currencyCode = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/))
  .nullish()
  .catch(null);

/** Bounded, printable identifiers (a transaction code, an event id) or null. */
export const identifier = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[\w.:@-]{1,200}$/))
  .nullish()
  .catch(null);

export function parsedEvent(event: PaymentEvent): Parsed {
  const missing = missingFor(event);
  return missing ? { error: missing } : { event };
}
