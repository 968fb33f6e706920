import type { Kysely } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Meus dados → "Baixar meus dados" (docs/product.md#privacy-and-retention): one row per request, built by a queue worker
// into the member's file (JSON and a readable summary), kept 24 hours after it is ready. Ended
// with the member's profile.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('content', 'text')
    .addColumn('summary', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('ready_at', t.timestamp)
    .addColumn('expires_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('data_exports_due_idx')
    .on('data_exports')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('data_exports_user_idx')
    .on('data_exports')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('data_exports_expires_idx').on('data_exports').column('expires_at').execute();
}
