import { type Kysely, sql } from 'kysely';

// The money of deliveries applied before migration 0030, read from their stored bodies as the live
// code reads them (payments/hotmart.ts, kiwify.ts, revenue-movement.ts), copied here: what a
// landed migration runs never changes.

const SALES = ['PURCHASE_APPROVED', 'PURCHASE_COMPLETE', 'order_approved', 'subscription_renewed'];
const REFUNDS = ['PURCHASE_REFUNDED', 'PURCHASE_PROTEST', 'order_refunded'];
const CHARGEBACKS = ['PURCHASE_CHARGEBACK', 'chargeback'];
// A payment granted before grants were linked to payments, then refunded: no grant to end, but
// the money went back (apply-payment-event.ts's detail for it).
const REVOKED_WITHOUT_GRANT = 'Sem assinatura correspondente: transação revogada';

type Stored = {
  id: string;
  platform: string;
  event_key: string | null;
  event_type: string;
  transaction_id: string;
  user_id: string | null;
  plan: string | null;
  processed_at: string | Date;
  payload: string;
};

/** Applied sales, refunds and chargebacks, in pages by id; a payment's second one of a kind is skipped. */
export async function backfillMovements(db: Kysely<unknown>) {
  const types = [...SALES, ...REFUNDS, ...CHARGEBACKS];
  let after = '';
  for (;;) {
    const { rows } = await sql<Stored>`select w.id, w.platform, w.event_key, w.event_type, w.transaction_id,
        (select p.id from profiles p where p.id = w.user_id) as user_id,
        (select s.plan from payment_transactions t join subscriptions s on s.id = t.grant_id
          where t.platform = w.platform and t.transaction_id = w.transaction_id) as plan,
        w.processed_at, w.payload
      from webhook_events w
      where w.id > ${after} and w.transaction_id is not null
        and (w.outcome = 'applied' or (w.outcome = 'ignored' and w.detail like ${`${REVOKED_WITHOUT_GRANT}%`}))
        and w.event_type in (${sql.join(types)})
      order by w.id limit 500`.execute(db);
    const last = rows.at(-1);
    if (!last) break;
    const movements = rows.map((row) => {
      const occurredAt = new Date(row.processed_at);
      const money = moneyOf(row.platform, row.payload);
      return {
        event_key: row.event_key ?? `webhook:${row.id}`,
        platform: row.platform,
        transaction_id: row.transaction_id,
        kind: SALES.includes(row.event_type)
          ? 'sale'
          : CHARGEBACKS.includes(row.event_type)
            ? 'chargeback'
            : 'refund',
        amount_cents: money.cents,
        currency: money.currency,
        plan: row.plan,
        user_id: row.user_id,
        occurred_at: occurredAt.toISOString(),
        day: dayInSaoPaulo(occurredAt),
      };
    });
    await db
      .insertInto('revenue_movements' as never)
      .values(movements as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
    after = last.id;
  }
  // A refund whose body stated no amount gave back what its sale had received.
  await sql`update revenue_movements set amount_cents = (
      select s.amount_cents from revenue_movements s
      where s.platform = revenue_movements.platform and s.transaction_id = revenue_movements.transaction_id
        and s.kind = 'sale'),
      currency = (
      select s.currency from revenue_movements s
      where s.platform = revenue_movements.platform and s.transaction_id = revenue_movements.transaction_id
        and s.kind = 'sale')
    where kind <> 'sale' and amount_cents is null`.execute(db);
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayInSaoPaulo = (instant: Date) => dayFormat.format(instant);

type Json = Record<string, unknown>;
const objectAt = (value: unknown, key: string): Json | undefined => {
  const inner = value && typeof value === 'object' ? (value as Json)[key] : undefined;
  return inner && typeof inner === 'object' ? (inner as Json) : undefined;
};
const currencyOf = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : 'BRL';
const centsOf = (reais: number) =>
  Number.isFinite(reais) && reais >= 0 && reais < 1e7 ? Math.round(reais * 100) : null;

const none = { cents: null, currency: null };
/** An amount not stated has no currency; a stated one without a currency is in reais. */
const stated = (cents: number | null, currency: unknown) =>
  cents === null ? none : { cents, currency: currencyOf(currency) };

/** What the buyer paid (Hotmart: purchase.price in reais; Kiwify: Commissions.charge_amount in cents). */
function moneyOf(platform: string, payload: string): { cents: number | null; currency: string | null } {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return none;
  }
  if (platform === 'hotmart') {
    const price = objectAt(objectAt(objectAt(json, 'data'), 'purchase'), 'price');
    const value = price?.value;
    return typeof value === 'number' ? stated(centsOf(value), price?.currency_value) : none;
  }
  const order = objectAt(json, 'order') ?? (json as Json);
  const commissions = objectAt(order, 'Commissions');
  const raw = commissions?.charge_amount;
  const cents =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
  return cents === null
    ? none
    : stated(centsOf(cents / 100), commissions?.currency ?? commissions?.product_base_price_currency);
}
