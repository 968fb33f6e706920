import type { Kysely } from 'kysely';

// Failed sign-ins slow the (IP, account) pair, and an account-wide brake engages only
// when many distinct IPs fail on one account. One row per pair holds its latest failure (ms since
// the epoch), so the distinct IPs of a window are one count on the account's rows.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['email', 'ip'])
    .execute();
  // Rows past the window are pruned by age.
  await db.schema
    .createIndex('sign_in_failures_failed_at_idx')
    .on('sign_in_failures')
    .column('failed_at')
    .execute();
}
