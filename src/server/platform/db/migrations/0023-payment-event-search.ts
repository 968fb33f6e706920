import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';
import { normalizeSearchText } from './frozen/normalize-search-text';

// /admin/integracoes finds a buyer's deliveries by e-mail, name or transaction.
// Each delivery's words (the e-mail, the transaction, each word of the buyer's name, lower case
// and without accents) are rows of webhook_event_terms; a search is a prefix range on its primary
// key, so it reads only the matching terms at any volume. PostgreSQL compares the terms in the "C"
// collation so that a range is a byte prefix, as in SQLite (bench/query-plans.mjs).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('webhook_event_terms')
    .addColumn('term', t.sqlite ? 'text' : sql`text collate "C"`, (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('webhook_event_terms_pk', ['term', 'event_id'])
    .execute();
  await db.schema
    .createIndex('webhook_event_terms_event_idx')
    .on('webhook_event_terms')
    .column('event_id')
    .execute();
  await backfill(db);
}

type Stored = {
  id: string;
  platform: string;
  email: string | null;
  transaction_id: string | null;
  payload: string;
};

/** Existing deliveries, in pages by id: their e-mail and transaction, and the name their body states. */
async function backfill(db: Kysely<unknown>) {
  let after = '';
  for (;;) {
    const { rows } = await sql<Stored>`select id, platform, email, transaction_id, payload from webhook_events
      where outcome <> 'rejected' and id > ${after} order by id limit 500`.execute(db);
    const last = rows.at(-1);
    if (!last) return;
    const terms = rows.flatMap((row) => termsOf(row).map((term) => ({ term, event_id: row.id })));
    if (terms.length > 0)
      await db
        .insertInto('webhook_event_terms' as never)
        .values(terms as never)
        .onConflict((oc) => oc.doNothing())
        .execute();
    after = last.id;
  }
}

/** The words a delivery is found by: as the live code indexes them (payments/event-search-terms.ts). */
function termsOf(row: Stored) {
  const words = [row.email, row.transaction_id, ...nameOf(row).split(' ')]
    .map((word) => normalizeSearchText(word ?? ''))
    .filter((word) => word.length >= 2 && word.length <= 200);
  return [...new Set(words)];
}

/** The buyer's name as Hotmart (data.buyer / data.subscriber) or Kiwify (Customer) writes it. */
function nameOf(row: Stored): string {
  try {
    const body = JSON.parse(row.payload);
    const name =
      row.platform === 'hotmart'
        ? (body?.data?.buyer?.name ?? body?.data?.subscriber?.name)
        : (body?.order?.Customer?.full_name ?? body?.Customer?.full_name);
    return typeof name === 'string' ? name.replace(/[^\p{L}\p{N}]+/gu, ' ') : '';
  } catch {
    return '';
  }
}
