import type { PaymentPlatform, WebhookOutcome } from './payments';

// The event types each platform sends, what each does to access and its pt-BR name.
// One table read by the adapters (what to do), the admin list (what to call it) and Reprocessar
// (whether running it again can change anything).

/**
 * grant: a paid period (approval, renewal; after a dispute, the dispute settled); revoke: the
 * money went back (refund, chargeback), that payment's period ends; dispute: the buyer asked the
 * platform for the money back, the period reads Em disputa and access goes on until it is decided;
 * end-renewal: the member stopped the renewals, access lasts to the end already paid; switch-plan:
 * the subscription goes on in another plan; move-charge-date: the next charge (the current
 * period's end) moved; record: kept for the admin, access unchanged (a late payment, a boleto
 * printed…).
 */
export type PaymentAction =
  | 'grant'
  | 'revoke'
  | 'dispute'
  | 'end-renewal'
  | 'switch-plan'
  | 'move-charge-date'
  | 'record';

/** The events that change access; any other type a platform sends is recorded only. */
export const EVENT_ACTIONS: Record<PaymentPlatform, Record<string, Exclude<PaymentAction, 'record'>>> = {
  hotmart: {
    PURCHASE_APPROVED: 'grant',
    PURCHASE_COMPLETE: 'grant',
    PURCHASE_REFUNDED: 'revoke',
    PURCHASE_CHARGEBACK: 'revoke',
    PURCHASE_PROTEST: 'dispute',
    SUBSCRIPTION_CANCELLATION: 'end-renewal',
    SWITCH_PLAN: 'switch-plan',
    UPDATE_SUBSCRIPTION_CHARGE_DATE: 'move-charge-date',
  },
  // Kiwify publishes no dispute trigger: a contested card payment reaches it as a chargeback.
  kiwify: {
    order_approved: 'grant',
    subscription_renewed: 'grant',
    order_refunded: 'revoke',
    chargeback: 'revoke',
    subscription_canceled: 'end-renewal',
  },
};

export const actionOf = (platform: PaymentPlatform, eventType: string): PaymentAction =>
  Object.hasOwn(EVENT_ACTIONS[platform], eventType)
    ? (EVENT_ACTIONS[platform][eventType] ?? 'record')
    : 'record';

/** The documented event names of Hotmart (webhook 2.0.0) and Kiwify, as the operator reads them. */
const EVENT_LABELS: Record<string, string> = {
  PURCHASE_APPROVED: 'Compra aprovada',
  PURCHASE_COMPLETE: 'Compra concluída',
  PURCHASE_CANCELED: 'Compra cancelada',
  PURCHASE_BILLET_PRINTED: 'Boleto gerado',
  PURCHASE_REFUNDED: 'Compra reembolsada',
  PURCHASE_CHARGEBACK: 'Chargeback',
  PURCHASE_PROTEST: 'Pedido de reembolso (contestação)',
  PURCHASE_EXPIRED: 'Compra expirada',
  PURCHASE_DELAYED: 'Pagamento atrasado',
  PURCHASE_OUT_OF_SHOPPING_CART: 'Carrinho abandonado',
  SUBSCRIPTION_CANCELLATION: 'Assinatura cancelada',
  SWITCH_PLAN: 'Troca de plano',
  UPDATE_SUBSCRIPTION_CHARGE_DATE: 'Data de cobrança alterada',
  CLUB_FIRST_ACCESS: 'Primeiro acesso à área de membros',
  CLUB_MODULE_COMPLETED: 'Módulo concluído',
  order_approved: 'Pedido aprovado',
  order_refunded: 'Pedido reembolsado',
  order_rejected: 'Pedido recusado',
  chargeback: 'Chargeback',
  billet_created: 'Boleto gerado',
  pix_created: 'Pix gerado',
  subscription_canceled: 'Assinatura cancelada',
  subscription_renewed: 'Assinatura renovada',
  subscription_late: 'Assinatura atrasada',
  carrinho_abandonado: 'Carrinho abandonado',
  desconhecido: 'Evento desconhecido',
};

/** "Compra aprovada" for PURCHASE_APPROVED; a code we do not know is shown as sent. */
export const eventLabel = (eventType: string) =>
  Object.hasOwn(EVENT_LABELS, eventType) ? (EVENT_LABELS[eventType] ?? eventType) : eventType;

/**
 * "Enviar evento de teste" (/admin/integracoes): the buyer and product of a test delivery. The apply path
 * recognises the product and records the delivery as a test without touching any member; the
 * .invalid domain (RFC 2606) can never be a real buyer's. The product id is refused as a mapping.
 */
export const TEST_EVENT_EMAIL = 'teste-webhook@hub-premium.invalid';
export const TEST_EVENT_PRODUCT = 'hub-premium-teste';

/**
 * What Reprocessar may run again: a delivery that changed nothing (an unknown product since
 * mapped) or that failed on our side, and only when running it can change the outcome: a
 * record-only event (a boleto printed, a late payment) and a test delivery end "ignored" every
 * time. Applied ones stay as they are; rejected ones were never authenticated, so there is
 * nothing trustworthy to run.
 */
export const canReprocess = (event: {
  outcome: WebhookOutcome;
  platform: PaymentPlatform;
  eventType: string;
  email: string | null;
}) =>
  (event.outcome === 'ignored' || event.outcome === 'failed') &&
  actionOf(event.platform, event.eventType) !== 'record' &&
  event.email !== TEST_EVENT_EMAIL;
