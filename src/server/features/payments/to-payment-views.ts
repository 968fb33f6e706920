import type { ProductPlan, WebhookEventDetail, WebhookEventSummary } from '../../../shared/payments';
import type { Db } from '../../platform/db/connection';
import type { ProductPlanRow } from '../../platform/db/schema/product-plans';
import type { WebhookEventRow } from '../../platform/db/schema/webhook-events';
import { listPlansOfProducts } from './data/product-plans';
import type { PaymentEvent } from './payment-event';
import { parseStored } from './stored-delivery';

type StoredRow = Omit<WebhookEventRow, 'event_key' | 'next_attempt_at'>;

/** The authenticated body read again; a refused one was never proven, so nothing is taken from it. */
const eventOf = (row: StoredRow): PaymentEvent | null => {
  if (row.outcome === 'rejected') return null;
  const parsed = parseStored(row);
  return 'event' in parsed ? parsed.event : null;
};

/**
 * The rows of one page as the admin list (/admin/integracoes) shows them, with the buyer's name,
 * amount, product and the plan that product maps to today: one query for the page's mappings.
 */
export async function toEventSummaries({ db, rows }: { db: Db; rows: StoredRow[] }) {
  const events = rows.map(eventOf);
  const productIds = [...new Set(events.flatMap((event) => event?.productIds ?? []))];
  const mappings = await listPlansOfProducts({ db, productIds });
  return rows.map((row, i): WebhookEventSummary => {
    const event = events[i] ?? null;
    const ids = event?.productIds ?? [];
    // Most specific first: an offer's own plan wins over its product's.
    const plan = ids
      .map((id) => mappings.find((m) => m.platform === row.platform && m.product_id === id)?.plan)
      .find((found) => found !== undefined);
    return {
      id: row.id,
      platform: row.platform,
      eventType: row.event_type,
      transactionId: row.transaction_id,
      email: row.email,
      userId: row.user_id,
      outcome: row.outcome,
      detail: row.detail,
      receivedAt: row.received_at.toISOString(),
      processedAt: row.processed_at.toISOString(),
      attempts: row.attempts,
      buyerName: event?.buyer?.name ?? null,
      amount: event?.amount ?? null,
      productId: ids[0] ?? null,
      plan: plan ?? null,
    };
  });
}

export async function toEventSummary({ db, row }: { db: Db; row: StoredRow }) {
  const [summary] = await toEventSummaries({ db, rows: [row] });
  if (!summary) throw new Error('unreachable: one row in, one summary out');
  return summary;
}

export const toEventDetail = async ({
  db,
  row,
}: {
  db: Db;
  row: StoredRow;
}): Promise<WebhookEventDetail> => ({
  ...(await toEventSummary({ db, row })),
  payload: row.payload,
});

export const toProductPlan = (row: ProductPlanRow): ProductPlan => ({
  platform: row.platform,
  productId: row.product_id,
  plan: row.plan,
  updatedAt: row.updated_at.toISOString(),
  updatedBy: row.updated_by,
});
