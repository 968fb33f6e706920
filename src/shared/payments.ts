import type { Plan } from './constants';
import type { PaymentPlatform } from './payment-platforms';

// What became of each payment platform's delivery (docs/product.md#payments). Stored as these
// codes; /admin/integracoes shows the labels. The platforms themselves: payment-platforms.ts.
export { PAYMENT_PLATFORMS, type PaymentPlatform, PLATFORM_LABELS } from './payment-platforms';

/**
 * pending: stored and answered, waiting for the payment worker (moments); applied: access
 * changed; duplicate: the delivery or its transaction was already applied; ignored: nothing to do
 * (unknown product, an event that changes nothing); rejected: bad token, signature or body,
 * nothing read; failed: an error on our side after the worker's last try (Reprocessar runs it
 * again).
 */
export const WEBHOOK_OUTCOMES = ['pending', 'applied', 'duplicate', 'ignored', 'rejected', 'failed'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export const OUTCOME_LABELS: Record<WebhookOutcome, string> = {
  pending: 'Na fila',
  applied: 'Aplicado',
  duplicate: 'Duplicado',
  ignored: 'Ignorado',
  rejected: 'Recusado',
  failed: 'Falhou',
};

/** One delivery as the admin list shows it. */
export type WebhookEventSummary = {
  id: string;
  platform: PaymentPlatform;
  eventType: string;
  transactionId: string | null;
  email: string | null;
  /** The member it was applied to (their page: /admin/usuarios/:id), if any. */
  userId: string | null;
  outcome: WebhookOutcome;
  detail: string;
  receivedAt: string;
  processedAt: string;
  attempts: number;
  /** Read from the authenticated body (null on a refused one or when not stated). */
  buyerName: string | null;
  /** What the buyer paid, in reais. */
  amount: number | null;
  /** The product (product:offer when an offer is named) the delivery is about. */
  productId: string | null;
  /** The plan that product is mapped to today; null when it has none. */
  plan: Plan | null;
};

/** One delivery opened: its raw body as received. */
export type WebhookEventDetail = WebhookEventSummary & { payload: string };

export type WebhookEventPage = {
  events: WebhookEventSummary[];
  total: number;
  page: number;
  pageSize: number;
};

/** A platform's product (or product:offer) and the plan a payment for it grants. */
export type ProductPlan = {
  platform: PaymentPlatform;
  productId: string;
  plan: Plan;
  updatedAt: string;
  updatedBy: string;
};

/** Where a platform must send its webhooks, and whether its secret is set (else it answers 401). */
export type WebhookEndpoint = { platform: PaymentPlatform; url: string; configured: boolean };

/**
 * A paid period as the member's "Minha assinatura" and the admin's member page show it: what one
 * payment bought of a grant (docs/decisions/027-paid-periods.md). paid: it counts; refunded: its
 * money went back (refund or chargeback), the period was taken out; disputed: the buyer asked the
 * platform for it back, access goes on until the platform decides.
 */
export const PERIOD_STATUSES = ['paid', 'refunded', 'disputed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export const PERIOD_STATUS_LABELS: Record<PeriodStatus, string> = {
  paid: 'Pago',
  refunded: 'Reembolsado',
  disputed: 'Em disputa',
};

/** The event list's payment filter: the deliveries whose payment is in dispute now. */
export const EVENT_PAYMENT_FILTERS = ['disputed'] as const satisfies readonly PeriodStatus[];
export type EventPaymentFilter = (typeof EVENT_PAYMENT_FILTERS)[number];

export type PaymentPeriodView = {
  platform: PaymentPlatform;
  transactionId: string;
  plan: Plan | null;
  /** What was paid, in reais; null: not known (a payment older than periods). */
  amount: number | null;
  recurrence: number | null;
  status: PeriodStatus;
  /** When the payment was applied; null: not known. */
  paidAt: string | null;
  /** The period it bought; null: not known (startsAt) or no end (endsAt, lifetime). */
  startsAt: string | null;
  endsAt: string | null;
};
