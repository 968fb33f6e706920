import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDatabase = { dataDir: string; databaseUrl?: string; drop(): Promise<void> };

/**
 * A fresh database per test file: a new SQLite file, or a new PostgreSQL database on the
 * server that global setup provided (TEST_PG_URL). Both are real engines, never mocks.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-test-'));
  const serverUrl = process.env.TEST_PG_URL;
  if (!serverUrl) return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };

  const name = `hub_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
