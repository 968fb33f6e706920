import { type Migration, Migrator } from 'kysely';
import type { Db } from './connection';
import { migrations } from './migrations/index';

/** Kysely's migrator over our migrations (or an earlier tree's list, in upgrade tests). */
export const migratorFor = (db: Db, list: Record<string, Migration> = migrations) =>
  new Migrator({
    db,
    provider: { getMigrations: async () => list },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });

/** Applies every pending migration; a failure stops the start with the migration's name. */
export async function migrateToLatest(db: Db) {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
}

/** Applies the migrations up to and including `name`: upgrade tests start from an older schema. */
export async function migrateTo(db: Db, name: string) {
  const { error } = await migratorFor(db).migrateTo(name);
  if (error) throw error;
}
