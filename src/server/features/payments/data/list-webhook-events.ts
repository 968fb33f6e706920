import { PAGE_SIZE } from '../../../../shared/constants';
import type { PaymentPlatform, WebhookOutcome } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

export type WebhookEventFilter = { platform?: PaymentPlatform; outcome?: WebhookOutcome };

/**
 * Newest first, pages of 10 with the exact total, optionally by platform and outcome. Served by
 * webhook_events_received_idx, _outcome_idx or _platform_idx (platform, outcome, received_at, id).
 */
export async function listWebhookEvents({
  db,
  page,
  filter,
  pageSize = PAGE_SIZE,
}: {
  db: Db;
  page: number;
  filter: WebhookEventFilter;
  pageSize?: number;
}) {
  let query = db.selectFrom('webhook_events');
  if (filter.platform) query = query.where('platform', '=', filter.platform);
  if (filter.outcome) query = query.where('outcome', '=', filter.outcome);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    query
      .select([
        'id',
        'platform',
        'event_type',
        'transaction_id',
        'email',
        'outcome',
        'detail',
        'attempts',
        'received_at',
        'processed_at',
      ])
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}
