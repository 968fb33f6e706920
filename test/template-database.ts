import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, SQLITE_FILE_NAME } from '../src/server/platform/db/connection';
import { migrateToLatest } from '../src/server/platform/db/migrate';

/**
 * The API suite migrates one template per engine per run (vitest global setup), from the
 * migrations in the working tree at that moment, and each test file copies it (test-database.ts):
 * a file copy or `create database … template` costs a fraction of running every migration again.
 */
export type Template = { location: string; remove(): Promise<void> };

/** A migrated SQLite file, checkpointed so the one file holds everything (no -wal beside it). */
export async function buildSqliteTemplate(): Promise<Template> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-template-'));
  const file = path.join(dir, SQLITE_FILE_NAME);
  const { db } = openDatabase({ sqliteFile: file });
  try {
    await migrateToLatest(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  } finally {
    await db.destroy();
  }
  return { location: file, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A migrated PostgreSQL database, named per run: engineers and CI may share one server. */
export async function buildPostgresTemplate(serverUrl: string): Promise<Template> {
  const name = uniqueDatabaseName('hub_template');
  await onServer(serverUrl, `create database ${name}`);
  // The pool is closed before any copy: PostgreSQL copies only a template nobody is connected to.
  const { db } = openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return {
    location: name,
    remove: () => dropDatabase(serverUrl, name),
  };
}

export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

export function databaseUrlOf(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a test database once its connections are gone. Kysely's destroy() resolves before the
 * server has ended the pool's backends; `with (force)` at that moment kills them mid-goodbye and
 * the client raises an uncaught "terminating connection" error. A plain drop waits (PostgreSQL
 * gives exiting backends 5 s); force is only the fallback for a connection a test leaked.
 */
export async function dropDatabase(serverUrl: string, name: string) {
  try {
    await onServer(serverUrl, `drop database if exists ${name}`);
  } catch {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

/** Runs one statement on the server's maintenance connection (create/drop database). */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
