import { type ExpressionBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../../../../shared/constants';
import type { KeysetCursor } from '../../../../shared/keyset-cursor';
import type { PaymentPlatform, WebhookOutcome } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';
import { probingIndexes } from '../../../platform/db/fast/planner-hints';
import { afterCursor, keysetOrder, keysetPage } from '../../../platform/db/keyset-page';
import type { Database } from '../../../platform/db/schema/database';

export type WebhookEventFilter = {
  platform?: PaymentPlatform;
  outcome?: WebhookOutcome;
  /** Only the deliveries whose payment is in dispute now (granted, disputed_at set). */
  disputed?: boolean;
  /** Normalized words (event-search-terms.ts), each a prefix of one of the delivery's terms. */
  words?: string[];
};

/** The largest code point: `word` ≤ term < `word` + this is "term starts with word", bytewise. */
const AFTER_PREFIX = '\uffff';
/**
 * A search whose rarest word matches at most this many deliveries reads them by id and sorts
 * them; a commoner one walks the date index and checks each delivery's terms, meeting a page of
 * matches within about pageSize × (1,000,000 / SPARSE_MATCHES) rows.
 */
const SPARSE_MATCHES = 2000;

const COLUMNS = [
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
] as const;

const termsOf = (db: Db, word: string) =>
  db.selectFrom('webhook_event_terms').where('term', '>=', word).where('term', '<', `${word}${AFTER_PREFIX}`);

/** Term rows matching a word, up to cap + 1 (a range of webhook_event_terms' primary key). */
async function countMatches(db: Db, word: string, cap: number) {
  const { n } = await db
    .selectFrom(
      termsOf(db, word)
        .select('event_id')
        .limit(cap + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Newest first, pages of 10 by keyset with no count (docs/decisions/025-keyset-paging.md),
 * optionally by platform and outcome: a range of webhook_events_received_idx, _outcome_idx,
 * _platform_received_idx or _platform_idx (platform, outcome, received_at, id) from the cursor on.
 * A search (an e-mail, a name or a transaction, typed on /admin/integracoes) looks at its rarest
 * word first: few matches are read from their range of webhook_event_terms' primary key, each
 * delivery by its key, and only their (time, id) sorted before the page's rows are read; many are
 * met by walking the date range, each row's terms checked through
 * webhook_event_terms_event_term_idx (bench/keyset-paging.mjs, bench/query-plans.mjs). Em disputa
 * starts from the disputed payments (payment_transactions_disputed_idx: a dispute is rare and
 * short-lived), their deliveries by webhook_events_transaction_idx, the words checked on each.
 */
export async function listWebhookEvents({
  db,
  cursor,
  filter,
  pageSize = PAGE_SIZE,
  sparseMatches = SPARSE_MATCHES,
}: {
  db: Db;
  cursor: KeysetCursor | undefined;
  filter: WebhookEventFilter;
  pageSize?: number;
  /** Tests lower it to walk the date index with few rows. */
  sparseMatches?: number;
}) {
  const words = filter.words ?? [];
  let rarest: string | undefined;
  if (words.length > 0 && !filter.disputed) {
    const counts = await Promise.all(words.map((word) => countMatches(db, word, sparseMatches)));
    const fewest = Math.min(...counts);
    if (fewest === 0) return { rows: [], nextCursor: null, prevCursor: null };
    if (fewest <= sparseMatches) rarest = words[counts.indexOf(fewest)];
  }
  const others = words.filter((word) => word !== rarest);
  // Each word: some term of this delivery starts with it (its few terms, by event_id).
  const hasTerm = (word: string) => (eb: ExpressionBuilder<Database, 'webhook_events'>) =>
    eb.exists(
      eb
        .selectFrom('webhook_event_terms as other')
        .select(sql`1`.as('one'))
        .whereRef('other.event_id', '=', 'webhook_events.id')
        .where('other.term', '>=', word)
        .where('other.term', '<', `${word}${AFTER_PREFIX}`),
    );
  // A page's rows by key, in the order the keys were found.
  const rowsOf = async (page: { id: string }[]) => {
    if (page.length === 0) return [];
    const rows = await db
      .selectFrom('webhook_events')
      .select(COLUMNS)
      .where(
        'id',
        'in',
        page.map((row) => row.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return page.flatMap((row) => byId.get(row.id) ?? []);
  };
  return keysetPage({
    cursor,
    pageSize,
    read: async (from, limit) => {
      const order = keysetOrder(from);
      const key = { time: 'webhook_events.received_at', id: 'webhook_events.id' } as const;
      if (filter.disputed) {
        // The disputed payments first (a cross join keeps that order on SQLite), then each one's
        // deliveries; only (time, id) is sorted, the page's rows are read after.
        let keys = db
          .selectFrom('payment_transactions')
          .crossJoin('webhook_events')
          .select(['webhook_events.id', 'webhook_events.received_at'])
          .where('payment_transactions.disputed_at', 'is not', null)
          .where('payment_transactions.state', '=', 'granted')
          .whereRef('webhook_events.platform', '=', 'payment_transactions.platform')
          .whereRef('webhook_events.transaction_id', '=', 'payment_transactions.transaction_id');
        if (filter.platform) keys = keys.where('webhook_events.platform', '=', filter.platform);
        if (filter.outcome) keys = keys.where('webhook_events.outcome', '=', filter.outcome);
        for (const word of words) keys = keys.where(hasTerm(word));
        if (from) keys = keys.where(afterCursor(from, key));
        return rowsOf(await keys.orderBy(key.time, order).orderBy(key.id, order).limit(limit).execute());
      }
      if (rarest) {
        // The rarest word's terms first (a cross join keeps that order on SQLite), then each
        // delivery by key; only (time, id) is sorted, the page's rows are read after.
        let keys = db
          .selectFrom('webhook_event_terms')
          .crossJoin('webhook_events')
          .select(['webhook_events.id', 'webhook_events.received_at'])
          .distinct()
          .whereRef('webhook_events.id', '=', 'webhook_event_terms.event_id')
          .where('webhook_event_terms.term', '>=', rarest)
          .where('webhook_event_terms.term', '<', `${rarest}${AFTER_PREFIX}`);
        if (filter.platform) keys = keys.where('webhook_events.platform', '=', filter.platform);
        if (filter.outcome) keys = keys.where('webhook_events.outcome', '=', filter.outcome);
        for (const word of others) keys = keys.where(hasTerm(word));
        if (from) keys = keys.where(afterCursor(from, key));
        return rowsOf(await keys.orderBy(key.time, order).orderBy(key.id, order).limit(limit).execute());
      }
      if (others.length > 0) {
        // Common words: walk the date range reading only (time, id) and each row's terms
        // (webhook_event_terms_event_term_idx covers the check), then the page's rows by key.
        const page = await probingIndexes(db, (trx) => {
          let keys = trx.selectFrom('webhook_events').select(['id', 'received_at']);
          if (filter.platform) keys = keys.where('platform', '=', filter.platform);
          if (filter.outcome) keys = keys.where('outcome', '=', filter.outcome);
          for (const word of others) keys = keys.where(hasTerm(word));
          if (from) keys = keys.where(afterCursor(from, key));
          return keys.orderBy('received_at', order).orderBy('id', order).limit(limit).execute();
        });
        return rowsOf(page);
      }
      let query = db.selectFrom('webhook_events').select(COLUMNS);
      if (filter.platform) query = query.where('platform', '=', filter.platform);
      if (filter.outcome) query = query.where('outcome', '=', filter.outcome);
      if (from) query = query.where(afterCursor(from, key));
      return query.orderBy('received_at', order).orderBy('id', order).limit(limit).execute();
    },
    keyOf: (row) => ({ at: row.received_at, id: row.id }),
  });
}
