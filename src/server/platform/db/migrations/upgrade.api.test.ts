import type { Migration } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANDED_MIGRATIONS } from '../../../../../test/landed-migrations';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import type { DatabaseHandle } from '../connection';
import { migrateToLatest, migratorFor } from '../migrate';
import { migrations } from './index';

// A database migrated by an earlier tree upgrades with this one: schema_migrations holds the names
// that tree recorded (here up to 0007, before its two files became the 0007-support folder), and
// start-up finds every one of them and applies the rest in order. A renamed key would stop it
// with Kysely's "corrupted migrations".
const RECORDED_BY_AN_EARLIER_TREE = LANDED_MIGRATIONS.slice(0, LANDED_MIGRATIONS.indexOf('0007-support') + 1);

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  const landed = Object.values(migrations).slice(0, RECORDED_BY_AN_EARLIER_TREE.length);
  const earlierTree: Record<string, Migration> = Object.fromEntries(
    RECORDED_BY_AN_EARLIER_TREE.map((name, i) => [name, landed[i] as Migration]),
  );
  const { error } = await migratorFor(handle.db, earlierTree).migrateToLatest();
  if (error) throw error;
});
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

it('applies only the migrations the database lacks, in order, then nothing more', async () => {
  const names = Object.keys(migrations);
  expect(await migrateToLatest(handle.db)).toEqual(names.slice(RECORDED_BY_AN_EARLIER_TREE.length));
  expect(await migrateToLatest(handle.db)).toEqual([]);
  const recorded = await handle.db
    .selectFrom('schema_migrations' as never)
    .select('name' as never)
    .orderBy('name' as never)
    .execute();
  expect(recorded.map((row) => (row as { name: string }).name)).toEqual(names);
});
