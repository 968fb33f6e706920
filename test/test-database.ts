import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, SQLITE_FILE_NAME } from '../src/server/platform/db/connection';
import { databaseUrlOf, dropDatabase, onServer, uniqueDatabaseName } from './template-database';

export type TestDatabase = { dataDir: string; databaseUrl?: string; drop(): Promise<void> };

/**
 * A fresh database per test file: a copy of the run's migrated template (template-database.ts)
 * as a new SQLite file, or a new PostgreSQL database on the server global setup provided
 * (TEST_PG_URL). Both are real engines, never mocks. `empty` (a migration's own test) or no
 * template (outside the suite's projects): the database starts empty, and the app's start-up
 * migrates it.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_PG_URL;
  if (!serverUrl) {
    const template = empty ? undefined : process.env.TEST_SQLITE_TEMPLATE;
    if (template) copyFileSync(template, path.join(dataDir, SQLITE_FILE_NAME));
    return { dataDir, drop: async () => removeDir() };
  }

  const name = uniqueDatabaseName('hub_test');
  const template = empty ? undefined : process.env.TEST_PG_TEMPLATE;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    dataDir,
    databaseUrl: databaseUrlOf(serverUrl, name),
    async drop() {
      removeDir();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * An empty database (not the run's migrated template), opened, for a test that runs the
 * migrations itself: an upgrade from an older schema.
 */
export async function openEmptyTestDatabase() {
  const database = await createTestDatabase({ empty: true });
  const handle = openDatabase({
    databaseUrl: database.databaseUrl,
    sqliteFile: path.join(database.dataDir, SQLITE_FILE_NAME),
  });
  return { database, handle };
}
