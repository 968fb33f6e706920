import { type Kysely, sql } from 'kysely';

// /admin/integracoes lists the deliveries whose payment is in dispute (Em disputa): the few disputed
// payments are read from their own partial index, then each one's deliveries by (platform,
// transaction), a range that also holds their (time, id) so only the page's rows are read in full.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex('payment_transactions_disputed_idx')
    .on('payment_transactions')
    .columns(['platform', 'transaction_id'])
    .where(sql.ref('disputed_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('webhook_events_transaction_idx')
    .on('webhook_events')
    .columns(['platform', 'transaction_id', 'received_at', 'id'])
    .execute();
}
