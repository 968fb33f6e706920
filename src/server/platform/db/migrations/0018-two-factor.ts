import type { Kysely } from 'kysely';
import { columnTypes } from './frozen/column-types';

// Two-factor sign-in (Better Auth's two-factor plugin: an authenticator app's TOTP and
// backup codes). The plugin's `twoFactor` model, with the snake_case names auth.ts maps: the
// secret and the backup codes are stored encrypted with the app secret. A profile's flag says the
// enrolment was confirmed with a first code (until then the row exists but is not verified).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('profiles')
    .addColumn('two_factor_enabled', t.boolean, (c) => c.notNull().defaultTo(t.false))
    .execute();
  await db.schema
    .createTable('two_factors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('profiles.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backup_codes', 'text', (c) => c.notNull())
    .addColumn('verified', t.boolean, (c) => c.notNull().defaultTo(t.true))
    .addColumn('failed_verification_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', t.timestamp)
    .execute();
}
