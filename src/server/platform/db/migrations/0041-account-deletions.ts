import type { Kysely } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Meus dados → "Excluir minha conta" (docs/product.md#privacy-and-retention): a member's request,
// erased by the account erasure job once `erases_at` (7 days on) has passed, unless a sign-in
// cancelled it first (the row is then deleted). One per member; gone with the profile.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('account_deletions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('requested_at', t.timestamp, (c) => c.notNull())
    .addColumn('erases_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_deletions_due_idx')
    .on('account_deletions')
    .column('erases_at')
    .execute();
}
