import { Migrator } from 'kysely';
import type { Db } from './connection';
import { migrations } from './migrations/index';

/** Applies every pending migration; a failure stops the start with the migration's name. */
export async function migrateToLatest(db: Db) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
}
