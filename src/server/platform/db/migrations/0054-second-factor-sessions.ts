import type { Kysely } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Two-factor belongs to the session, not the account (docs/decisions/019-two-factor.md): a session
// records when it passed the second factor (or was made by enrolling), and an enrolled admin's
// session without it opens no admin route and no shared credential. Sessions from before this
// column have none: an enrolled admin signs in again, once.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema.alterTable('sessions').addColumn('second_factor_at', t.timestamp).execute();
}
