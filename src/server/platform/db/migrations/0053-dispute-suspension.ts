import type { Kysely } from 'kysely';
import { columnTypes } from './frozen/column-types';

// An operator may suspend access while a payment is disputed (DISPUTE_SUSPENDS_ACCESS): the
// grant ends for the time being, and what it was before is kept on the disputed payment so a
// settlement in the seller's favour gives it back exactly (docs/decisions/027-paid-periods.md).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema.alterTable('payment_transactions').addColumn('suspended_status', 'text').execute();
  await db.schema.alterTable('payment_transactions').addColumn('suspended_ends_at', t.timestamp).execute();
}
