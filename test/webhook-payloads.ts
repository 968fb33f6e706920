import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

// Deliveries shaped as each platform's documentation shows them (Hotmart webhook 2.0.0, Kiwify
// order webhooks), for the API suite, the browser journey and the bench.

export const HOTTOK = 'hottok-de-teste-1234567890';
export const KIWIFY_TOKEN = 'kiwify-token-teste';
export const HOTMART_PRODUCT = 4774438;
export const KIWIFY_PRODUCT = 'abc123';
/** PRODUCT_PLANS for the tests: the Hotmart product is anual, the Kiwify one mensal. */
export const TEST_PRODUCT_PLANS = JSON.stringify({
  [`hotmart:${HOTMART_PRODUCT}`]: 'anual',
  [`kiwify:${KIWIFY_PRODUCT}`]: 'mensal',
});
/** The environment a test app needs to accept the deliveries below. */
export const WEBHOOK_ENV = {
  HOTMART_HOTTOK: HOTTOK,
  KIWIFY_WEBHOOK_TOKEN: KIWIFY_TOKEN,
  PRODUCT_PLANS: TEST_PRODUCT_PLANS,
};

let issued = 0;
/**
 * A Hotmart-like transaction code, unique within a run: a burst makes hundreds in one millisecond,
 * and a random suffix alone collided (500 codes from 10⁶ values: one pair in ~8 bursts).
 */
export const transactionCode = () =>
  `HP${Date.now()}${String(issued++ % 1e6).padStart(6, '0')}${Math.floor(Math.random() * 1e3)}`;

type HotmartOptions = {
  event?: string;
  id?: string;
  email: string;
  name?: string;
  productId?: number | string;
  offer?: string;
  transaction?: string;
  /** null: no price stated (the plan's price applies). */
  price?: number | null;
  /** The price's currency; BRL unless given. */
  currency?: string;
  dateNextCharge?: number;
  /** The subscription's subscriber code; a new subscription's (random) unless given. */
  subscriberCode?: string;
  /** Which payment of the subscription this is (purchase.recurrence_number); 1 unless given. */
  recurrence?: number;
};

/** A platform subscription's reference as the tests make them up. */
export const subscriptionCode = () => `SUB${randomUUID().slice(0, 8).toUpperCase()}`;

/** A Hotmart 2.0.0 purchase event (or SUBSCRIPTION_CANCELLATION, which names a subscriber). */
export function hotmartEvent(o: HotmartOptions) {
  const event = o.event ?? 'PURCHASE_APPROVED';
  const base = { id: o.id ?? randomUUID(), creation_date: Date.now(), event, version: '2.0.0' };
  const product = { id: o.productId ?? HOTMART_PRODUCT, ucode: randomUUID(), name: 'Hub Premium Anual' };
  const subscriberCode = o.subscriberCode ?? subscriptionCode();
  const paid = o.price === undefined ? 1747 : o.price;
  if (event === 'SUBSCRIPTION_CANCELLATION') {
    return {
      ...base,
      data: {
        date_next_charge: o.dateNextCharge ?? null,
        product: { name: product.name, id: product.id },
        actual_recurrence_value: paid,
        subscriber: { code: subscriberCode, name: o.name ?? 'Comprador Teste', email: o.email },
        subscription: { id: 4148584, plan: { name: 'Plano Anual', id: 114680 } },
        cancellation_date: Date.now(),
      },
    };
  }
  return {
    ...base,
    data: {
      product: { ...product, has_co_production: false },
      affiliates: [{ affiliate_code: 'Q58388177J', name: 'Afiliado Teste' }],
      buyer: {
        email: o.email,
        name: o.name ?? 'Comprador Teste',
        checkout_phone: '99999999900',
        address: { country: 'Brasil', country_iso: 'BR' },
      },
      producer: { name: 'Produtor Teste' },
      commissions: [{ value: 149.5, source: 'MARKETPLACE', currency_value: 'BRL' }],
      purchase: {
        approved_date: Date.now(),
        full_price: paid === null ? undefined : { value: paid, currency_value: o.currency ?? 'BRL' },
        price: paid === null ? undefined : { value: paid, currency_value: o.currency ?? 'BRL' },
        order_date: Date.now(),
        status: event === 'PURCHASE_APPROVED' ? 'APPROVED' : 'COMPLETED',
        transaction: o.transaction ?? transactionCode(),
        payment: { installments_number: 12, type: 'CREDIT_CARD' },
        offer: { code: o.offer ?? 'k2pasun7' },
        date_next_charge: o.dateNextCharge ?? null,
        recurrence_number: o.recurrence ?? 1,
      },
      subscription: {
        status: 'ACTIVE',
        plan: { id: 114680, name: 'Plano Anual' },
        subscriber: { code: subscriberCode },
      },
    },
  };
}

type KiwifyOptions = {
  event?: string;
  orderId?: string;
  email: string;
  name?: string;
  productId?: string;
  /** null: no price stated. */
  cents?: number | null;
  accessUntil?: string | null;
  /** The order's subscription; a new one's (random) unless given; null: a one-off product's order. */
  subscriptionId?: string | null;
};

/** A Kiwify order webhook body. */
export function kiwifyOrder(o: KiwifyOptions) {
  const event = o.event ?? 'order_approved';
  const status: Record<string, string> = { order_refunded: 'refunded', chargeback: 'chargedback' };
  const subscriptionId = o.subscriptionId === undefined ? randomUUID() : o.subscriptionId;
  const cents = o.cents === undefined ? '19700' : o.cents === null ? undefined : String(o.cents);
  return {
    order_id: o.orderId ?? randomUUID(),
    order_ref: 'Kf8aZ2q',
    order_status: status[event] ?? 'paid',
    product_type: 'membership',
    payment_method: 'credit_card',
    installments: 1,
    card_type: 'mastercard',
    card_last4digits: '4242',
    sale_type: 'producer',
    created_at: '2026-01-15 10:30',
    approved_date: '2026-01-15 10:31',
    refunded_at: null,
    webhook_event_type: event,
    subscription_id: subscriptionId,
    Product: { product_id: o.productId ?? KIWIFY_PRODUCT, product_name: 'Hub Premium Mensal' },
    Customer: {
      full_name: o.name ?? 'Cliente Kiwify',
      first_name: (o.name ?? 'Cliente').split(' ')[0],
      email: o.email,
      mobile: '+5511999999999',
    },
    Commissions: {
      charge_amount: cents,
      product_base_price: cents,
      product_base_price_currency: 'BRL',
      currency: 'BRL',
    },
    TrackingParameters: { src: null, sck: null, utm_source: null },
    Subscription: {
      id: subscriptionId,
      start_date: '2026-01-15T10:31:00.000Z',
      next_payment: o.accessUntil ?? null,
      status: event === 'subscription_canceled' ? 'canceled' : 'active',
      plan: { id: randomUUID(), name: 'Mensal', frequency: 'monthly', qty_charges: 0 },
      customer_access: { has_access: true, active_period: true, access_until: o.accessUntil ?? null },
    },
  };
}

/** Kiwify's ?signature=: hex HMAC-SHA1 of the body with the webhook token. */
export const kiwifySignature = (body: string, token = KIWIFY_TOKEN) =>
  createHmac('sha1', token).update(body).digest('hex');

/** A platform's sample body as stored in test/fixtures/payments/ (its source: the README there). */
export const paymentFixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/payments/${name}`, import.meta.url), 'utf8'));

const objectAt = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Hotmart's PURCHASE_APPROVED sample as an older webhook configuration sends it, the hottok in
 * the body (`hottok`: the fixture's, which is HOTTOK; undefined: none), for `email`, with a new
 * delivery id, transaction and subscriber code.
 */
export function hotmartBodyHottokSample(o: { email: string; hottok?: unknown; transaction?: string }) {
  const { hottok, ...sample } = paymentFixture('hotmart-purchase-approved-body-hottok.json');
  const data = objectAt(sample.data);
  return {
    ...sample,
    id: randomUUID(),
    ...('hottok' in o ? (o.hottok === undefined ? {} : { hottok: o.hottok }) : { hottok }),
    data: {
      ...data,
      buyer: { ...objectAt(data.buyer), email: o.email },
      purchase: { ...objectAt(data.purchase), transaction: o.transaction ?? transactionCode() },
      subscription: { ...objectAt(data.subscription), subscriber: { code: subscriptionCode() } },
    },
  };
}

/** Kiwify's abandoned cart (no order_id), for `email`, with a new cart id. */
export const kiwifyAbandonedCart = (email: string) => ({
  ...paymentFixture('kiwify-abandoned-cart.json'),
  id: randomUUID(),
  email,
});

/** What a replayed Hotmart sample is for: its buyer (or subscriber), subscription and payment. */
type SampleVariation = {
  email: string;
  subscriberCode: string;
  transaction?: string;
  /** Replaces the sample's next charge date, in the sample's own form (ms or ISO string). */
  dateNextCharge?: number | string;
};

/**
 * One of Hotmart's published samples (test/fixtures/payments/, sources in its README) with a new
 * delivery id and, wherever the sample writes them, the variation's e-mail, subscriber code,
 * transaction and next charge date: so one sample serves several tests in one database.
 */
export function hotmartSample(name: string, vary: SampleVariation): Record<string, unknown> {
  const sample = structuredClone(paymentFixture(name));
  const visit = (node: unknown, key: string | null): void => {
    if (typeof node !== 'object' || node === null) return;
    const object = node as Record<string, unknown>;
    for (const [field, value] of Object.entries(object)) {
      if (field === 'email' && key !== 'producer') object[field] = vary.email;
      else if ((field === 'code' && key === 'subscriber') || field === 'subscriber_code')
        object[field] = vary.subscriberCode;
      else if (field === 'transaction' && vary.transaction) object[field] = vary.transaction;
      else if (field === 'date_next_charge' && vary.dateNextCharge !== undefined)
        object[field] = vary.dateNextCharge;
      else visit(value, field);
    }
  };
  visit(sample.data, 'data');
  return { ...sample, id: randomUUID() };
}
