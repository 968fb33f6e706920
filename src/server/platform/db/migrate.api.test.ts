import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { type DatabaseHandle, openDatabase, SQLITE_FILE_NAME } from './connection';
import { migrations } from './migrations/index';

let copy: TestDatabase;
let database: DatabaseHandle;
beforeAll(async () => {
  copy = await createTestDatabase();
  // Opened without migrating: what the copy holds is what the run's template held.
  database = openDatabase({
    databaseUrl: copy.databaseUrl,
    sqliteFile: path.join(copy.dataDir, SQLITE_FILE_NAME),
  });
});
afterAll(async () => {
  await database.db.destroy();
  await copy.drop();
});

// Each API test file copies the template migrated once per run (test/template-database.ts): it
// must already hold every migration in the tree, including ones landed since the last run.
it('gives each test file a copy of a template migrated with every migration of the tree', async () => {
  const applied = await database.db
    .selectFrom('schema_migrations' as never)
    .select('name' as never)
    .orderBy('name' as never)
    .execute();
  expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations).sort());
});
