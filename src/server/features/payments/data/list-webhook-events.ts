import { PAGE_SIZE } from '../../../../shared/constants';
import type { PaymentPlatform, WebhookOutcome } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

export type WebhookEventFilter = {
  platform?: PaymentPlatform;
  outcome?: WebhookOutcome;
  /** Normalized words (event-search-terms.ts), each a prefix of one of the delivery's terms. */
  words?: string[];
};

/** The largest code point: `word` ≤ term < `word` + this is "term starts with word", bytewise. */
const AFTER_PREFIX = '\uffff';

/**
 * Newest first, pages of 10 with the exact total, optionally by platform and outcome. Served by
 * webhook_events_received_idx, _outcome_idx or _platform_idx (platform, outcome, received_at, id).
 * A search (issue 20 §4) reads the matching deliveries through a range of webhook_event_terms'
 * primary key per word, then sorts those few (bench/query-plans.mjs: "payment events search").
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
  for (const word of filter.words ?? [])
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_event_terms')
        .select('event_id')
        .where('term', '>=', word)
        .where('term', '<', `${word}${AFTER_PREFIX}`),
    );
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    query
      .select([
        'id',
        'platform',
        'event_type',
        'transaction_id',
        'email',
        'user_id',
        'outcome',
        'detail',
        'attempts',
        'received_at',
        'processed_at',
        // The page's bodies: its amount, product and buyer's name are read from them.
        'payload',
      ])
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}
