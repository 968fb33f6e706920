import type { ProductPlan, WebhookEventDetail, WebhookEventSummary } from '../../../shared/payments';
import type { ProductPlanRow } from '../../platform/db/schema/product-plans';
import type { WebhookEventRow } from '../../platform/db/schema/webhook-events';

type SummaryRow = Omit<WebhookEventRow, 'payload' | 'event_key' | 'user_id' | 'next_attempt_at'>;

export const toEventSummary = (row: SummaryRow): WebhookEventSummary => ({
  id: row.id,
  platform: row.platform,
  eventType: row.event_type,
  transactionId: row.transaction_id,
  email: row.email,
  outcome: row.outcome,
  detail: row.detail,
  receivedAt: row.received_at.toISOString(),
  processedAt: row.processed_at.toISOString(),
  attempts: row.attempts,
});

export const toEventDetail = (row: SummaryRow & { payload: string }): WebhookEventDetail => ({
  ...toEventSummary(row),
  payload: row.payload,
});

export const toProductPlan = (row: ProductPlanRow): ProductPlan => ({
  platform: row.platform,
  productId: row.product_id,
  plan: row.plan,
  updatedAt: row.updated_at.toISOString(),
  updatedBy: row.updated_by,
});
