import type { Kysely } from 'kysely';

// The retention job deletes rate-limit rows whose window ended long ago; without an
// index on the window's start it would read the whole table each hour.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex('rate_limits_window_idx')
    .on('rate_limits')
    .column('window_started_at')
    .execute();
}
