import { DAY_MS, type Plan } from '../src/shared/constants';
import { addDays, dayInSaoPaulo } from '../src/shared/sao-paulo-day';
import { HOTMART_PRODUCT, hotmartEvent, KIWIFY_PRODUCT, kiwifyOrder } from './webhook-payloads';

// A seeded mix of what changes access: the platforms' deliveries (purchases, renewals of one
// subscription, refunds, chargebacks, cancellations, replays, a refund before its approval) and
// the admin's actions, for a small pool of buyers. The same seed gives the same events, given the
// same members each time they are asked for (access-counters.api.test.ts).

/** Mulberry32: a small PRNG, the whole sequence from one 32-bit seed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const chance = (p: number) => next() < p;
  /** A key of `weights`, each as likely as its weight (a weight of 0 never). */
  const weighted = <K extends string>(weights: Record<K, number>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let left = next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, w] of entries) {
      left -= w;
      if (left < 0) return key;
    }
    return (entries.findLast(([, w]) => w > 0) ?? entries[0])?.[0] as K;
  };
  return { next, int, pick, chance, weighted };
}

/** A product as the test app maps it (WEBHOOK_ENV and the mappings the test adds): its plan and price. */
type Product = { platform: 'hotmart' | 'kiwify'; productId: string; offer?: string; plan: Plan | null };

/** Hotmart offers and a Kiwify product the test maps besides WEBHOOK_ENV's products. */
export const EXTRA_MAPPINGS = [
  { platform: 'hotmart', product_id: `${HOTMART_PRODUCT}:vitalicia`, plan: 'vitalicio' },
  { platform: 'hotmart', product_id: `${HOTMART_PRODUCT}:mensal`, plan: 'mensal' },
  { platform: 'kiwify', product_id: 'kiwify-anual', plan: 'anual' },
] as const;

const PRODUCTS: Product[] = [
  { platform: 'hotmart', productId: String(HOTMART_PRODUCT), plan: 'anual' },
  { platform: 'hotmart', productId: String(HOTMART_PRODUCT), offer: 'vitalicia', plan: 'vitalicio' },
  { platform: 'hotmart', productId: String(HOTMART_PRODUCT), offer: 'mensal', plan: 'mensal' },
  { platform: 'kiwify', productId: KIWIFY_PRODUCT, plan: 'mensal' },
  { platform: 'kiwify', productId: 'kiwify-anual', plan: 'anual' },
];
/** Sold nowhere we know: the delivery is recorded and ignored. */
const UNMAPPED: Product[] = [
  { platform: 'hotmart', productId: '9999999', plan: null },
  { platform: 'kiwify', productId: 'produto-sem-plano', plan: null },
];
const PRICES: Record<Plan, number> = { mensal: 197, anual: 1747, vitalicio: 2497 };

/** One platform subscription (or one-off purchase) a buyer holds, as the platform sees it. */
type PlatformSubscription = { ref: string; buyer: string; product: Product; payments: string[] };

export type MixEvent =
  | { kind: 'delivery'; platform: 'hotmart' | 'kiwify'; body: unknown; label: string }
  | {
      kind: 'admin';
      action: 'save' | 'extend' | 'cancel' | 'end' | 'remove' | 'delete' | 'create';
      email: string;
      /** The body of save, extend and create. */
      json?: Record<string, unknown>;
      label: string;
    }
  | { kind: 'expiry'; days: number; label: string };

export const buyerPool = (size: number) =>
  Array.from({ length: size }, (_, i) => `comprador-${String(i).padStart(2, '0')}@recontagem.com.br`);

export function accessEventMix(seed: number, options: { buyers: number }) {
  const rng = seededRandom(seed);
  const buyers = buyerPool(options.buyers);
  const subscriptions: PlatformSubscription[] = [];
  /** Every delivery sent, for replays. */
  const sent: Extract<MixEvent, { kind: 'delivery' }>[] = [];
  /** Approvals whose refund went first: delivered some events later. */
  const late: Extract<MixEvent, { kind: 'delivery' }>[] = [];
  let serial = 0;
  const id = (prefix: string) => `${prefix}${seed.toString(36)}x${(serial++).toString(36)}`;

  /** A stated end of the paid period, or none: around a plan's month from now, give or take. */
  const statedEnd = (now: Date) =>
    rng.chance(0.3) ? new Date(now.getTime() + rng.int(-5, 40) * DAY_MS + rng.int(0, 86_399) * 1000) : null;

  function amountOf(product: Product) {
    const plan = product.plan ?? 'mensal';
    if (rng.chance(0.08)) return null; // no amount stated: the plan's price
    return PRICES[plan] * (rng.chance(0.1) ? 0.5 : 1);
  }

  /** Both platforms' names of one kind of event. */
  type EventNames = { hotmart: string; kiwify: string };

  /**
   * A delivery of `names` about `sub` (its buyer, product and subscription) and, when given, one
   * of its payments, the amount paid (null: none stated) and the end of the paid period.
   */
  function subscriptionEvent(
    sub: PlatformSubscription,
    names: EventNames,
    o: { transaction?: string; amount?: number | null; currency?: string; end?: Date | null } = {},
  ) {
    const { product } = sub;
    const amount = o.amount === undefined ? {} : { price: o.amount };
    if (product.platform === 'hotmart') {
      const body = hotmartEvent({
        id: id('hd'),
        event: names.hotmart,
        email: sub.buyer,
        productId: product.productId,
        ...(product.offer ? { offer: product.offer } : {}),
        ...(o.transaction ? { transaction: o.transaction } : {}),
        subscriberCode: sub.ref,
        ...amount,
        ...(o.currency ? { currency: o.currency } : {}),
        ...(o.end ? { dateNextCharge: o.end.getTime() } : {}),
      });
      return { platform: 'hotmart' as const, body, label: `${names.hotmart} ${o.transaction ?? sub.ref}` };
    }
    const body = kiwifyOrder({
      event: names.kiwify,
      orderId: o.transaction ?? rng.pick(sub.payments),
      email: sub.buyer,
      productId: product.productId,
      subscriptionId: sub.ref,
      ...(o.amount === undefined ? {} : { cents: o.amount === null ? null : Math.round(o.amount * 100) }),
      accessUntil: o.end ? dayInSaoPaulo(o.end) : null,
    });
    return { platform: 'kiwify' as const, body, label: `${names.kiwify} ${o.transaction ?? sub.ref}` };
  }

  /** A payment of `sub` (its first or a renewal): a new transaction naming the same subscription. */
  const payment = (sub: PlatformSubscription, now: Date, transaction: string, renewal: boolean) =>
    subscriptionEvent(
      sub,
      { hotmart: 'PURCHASE_APPROVED', kiwify: renewal ? 'subscription_renewed' : 'order_approved' },
      {
        transaction,
        end: statedEnd(now),
        amount: amountOf(sub.product),
        ...(rng.chance(0.05) ? { currency: 'USD' } : {}),
      },
    );

  /** A refund or chargeback of `transaction` of `sub`. */
  const takeBack = (sub: PlatformSubscription, transaction: string) =>
    subscriptionEvent(
      sub,
      rng.chance(0.35)
        ? { hotmart: 'PURCHASE_CHARGEBACK', kiwify: 'chargeback' }
        : { hotmart: rng.pick(['PURCHASE_REFUNDED', 'PURCHASE_PROTEST']), kiwify: 'order_refunded' },
      { transaction, amount: rng.chance(0.2) ? null : PRICES[sub.product.plan ?? 'mensal'] },
    );

  const delivery = (d: { platform: 'hotmart' | 'kiwify'; body: unknown; label: string }, label = d.label) => {
    const event = { kind: 'delivery' as const, ...d, label: `${d.platform} ${label}` };
    sent.push(event);
    return event;
  };

  function newSubscription(products: Product[]) {
    const product = rng.pick(products);
    const sub: PlatformSubscription = {
      ref: id(product.platform === 'hotmart' ? 'SUB' : 'kws'),
      buyer: rng.pick(buyers),
      product,
      payments: [],
    };
    subscriptions.push(sub);
    return sub;
  }

  /** A new transaction of `sub`, its id. */
  function newPayment(sub: PlatformSubscription) {
    const transaction = id(sub.product.platform === 'hotmart' ? 'HP' : 'kwo');
    sub.payments.push(transaction);
    return transaction;
  }

  const DELIVERIES = {
    purchase: 16,
    renewal: 14,
    complete: 3,
    takeBack: 8,
    refundFirst: 3,
    lateApproval: 0,
    stopRenewal: 5,
    replay: 6,
    record: 2,
    unmapped: 1,
  };
  const ADMIN = { save: 5, extend: 5, cancel: 3, end: 2, remove: 2, delete: 1, create: 1, expiry: 3 };
  // One name per kind: a name in both would silently make one kind the other.
  const shared = Object.keys(DELIVERIES).filter((kind) => kind in ADMIN);
  if (shared.length > 0) throw new Error(`event kinds named twice: ${shared.join(', ')}`);

  /**
   * The next event at `now`; `members`: the pool's e-mails that have an account, sorted (asked
   * only for a change to a member: reading them for every event costs the run seconds).
   */
  async function next(now: Date, members: () => Promise<string[]>): Promise<MixEvent> {
    const kind = rng.weighted({
      ...DELIVERIES,
      lateApproval: late.length > 0 ? 5 : 0,
      renewal: subscriptions.length > 0 ? DELIVERIES.renewal : 0,
      ...ADMIN,
    });
    const paid = subscriptions.filter((sub) => sub.payments.length > 0);
    /** `names` about one of the payments made (none yet: another event). */
    const aboutPayment = (names: EventNames) => {
      if (paid.length === 0) return next(now, members);
      const sub = rng.pick(paid);
      return delivery(subscriptionEvent(sub, names, { transaction: rng.pick(sub.payments) }));
    };
    switch (kind) {
      case 'purchase': {
        const sub = newSubscription(PRODUCTS);
        const transaction = newPayment(sub);
        return delivery(
          payment(sub, now, transaction, false),
          `purchase ${transaction} of ${sub.ref} by ${sub.buyer}`,
        );
      }
      case 'unmapped': {
        const sub = newSubscription(UNMAPPED);
        const transaction = newPayment(sub);
        return delivery(payment(sub, now, transaction, false), `unmapped purchase ${transaction}`);
      }
      case 'renewal': {
        const sub = rng.pick(subscriptions);
        const transaction = newPayment(sub);
        return delivery(payment(sub, now, transaction, true), `renewal ${transaction} of ${sub.ref}`);
      }
      case 'complete':
        // The same payment again: Hotmart's "complete" after its approval, Kiwify's approval re-sent.
        return aboutPayment({ hotmart: 'PURCHASE_COMPLETE', kiwify: 'order_approved' });
      case 'takeBack': {
        if (paid.length === 0) return next(now, members);
        const sub = rng.pick(paid);
        return delivery(takeBack(sub, rng.pick(sub.payments)));
      }
      case 'refundFirst': {
        // The refund arrives first; the approval it takes back comes some events later.
        const sub = newSubscription(PRODUCTS);
        const transaction = newPayment(sub);
        const approval = payment(sub, now, transaction, false);
        late.push({
          kind: 'delivery',
          ...approval,
          label: `${approval.platform} late approval ${transaction}`,
        });
        const back = takeBack(sub, transaction);
        return delivery(back, `${back.label} (before its approval)`);
      }
      case 'lateApproval': {
        const approval = late.splice(rng.int(0, late.length - 1), 1)[0];
        if (!approval) return next(now, members);
        sent.push(approval);
        return approval;
      }
      case 'stopRenewal': {
        if (paid.length === 0) return next(now, members);
        const stop = { hotmart: 'SUBSCRIPTION_CANCELLATION', kiwify: 'subscription_canceled' };
        return delivery(subscriptionEvent(rng.pick(paid), stop, { end: statedEnd(now) }));
      }
      case 'replay': {
        if (sent.length === 0) return next(now, members);
        const again = rng.pick(sent);
        return { ...again, label: `replay of ${again.label}` };
      }
      case 'record':
        return aboutPayment({ hotmart: 'PURCHASE_DELAYED', kiwify: 'subscription_late' });
      case 'expiry': {
        const days = rng.int(1, 45);
        return { kind: 'expiry', days, label: `expiry pass ${days} days later` };
      }
      case 'create': {
        const email = rng.pick(buyers);
        const json = { email, password: 'senha-segura-123', fullName: 'Membro Recontagem', role: 'user' };
        return { kind: 'admin', action: 'create', email, json, label: `admin creates ${email}` };
      }
      default: {
        const accounts = await members();
        if (accounts.length === 0) return next(now, members);
        return adminChange(kind, now, rng.pick(accounts));
      }
    }
  }

  function adminChange(
    action: 'save' | 'extend' | 'cancel' | 'end' | 'remove' | 'delete',
    now: Date,
    email: string,
  ) {
    const label = `admin ${action} ${email}`;
    if (action === 'save') {
      const plan = rng.pick(['mensal', 'anual', 'vitalicio'] as const);
      const status = rng.weighted({ active: 8, cancelled: 2, ended: 1, refunded: 1, expired: 1 });
      const expiresOn = plan === 'vitalicio' ? null : addDays(dayInSaoPaulo(now), rng.int(-10, 400));
      const json = { plan, status, price: rng.pick([0, 97.5, PRICES[plan]]), expiresOn };
      return { kind: 'admin' as const, action, email, json, label: `${label} ${JSON.stringify(json)}` };
    }
    if (action === 'extend') {
      const json = { days: rng.int(1, 60) };
      return { kind: 'admin' as const, action, email, json, label: `${label} +${json.days}` };
    }
    return { kind: 'admin' as const, action, email, label };
  }

  return { next, buyers };
}
