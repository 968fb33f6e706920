import type { Kysely } from 'kysely';
import { columnTypes } from './frozen/column-types';

// The shared tool credentials and the admin-access credentials are
// settings an admin edits, sealed at rest (the values are secret-box text, never plain). The
// existing totp_secret_key column holds the sealed one-time-code secret the same way.
const SEALED_COLUMNS = ['tool_email', 'tool_password', 'admin_email', 'admin_password', 'admin_totp_secret'];

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  for (const column of SEALED_COLUMNS) {
    await db.schema.alterTable('app_settings').addColumn(column, 'text').execute();
  }

  // Who changed which setting and when ("changing a value records who and when").
  // Never the value itself. The e-mail is kept so the record survives the admin's deletion.
  await db.schema
    .createTable('settings_changes')
    .addColumn('id', 'integer', (c) =>
      t.sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('setting', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('changed_by_email', 'text', (c) => c.notNull())
    .addColumn('changed_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  // The settings screen reads the latest change of each setting.
  await db.schema
    .createIndex('settings_changes_setting_idx')
    .on('settings_changes')
    .columns(['setting', 'changed_at desc'])
    .execute();
}
