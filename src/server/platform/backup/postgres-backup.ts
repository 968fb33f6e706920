import { chmodSync } from 'node:fs';
import pg from 'pg';
import { PRIVATE_FILE_MODE } from '../fs/private-files';
import { runPostgresTool } from './postgres-tools';

/**
 * `npm run backup` on PostgreSQL: pg_dump's custom format (compressed, restored table by table by
 * pg_restore) into `<base>.dump`, 0600. pg_dump reads one snapshot, so a backup taken while the
 * app writes is consistent. Returns the file's path.
 */
export async function backupPostgres(options: { databaseUrl: string; base: string }) {
  const file = `${options.base}.dump`;
  await runPostgresTool({
    program: 'pg_dump',
    args: ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
    databaseUrl: options.databaseUrl,
  });
  chmodSync(file, PRIVATE_FILE_MODE);
  return file;
}

/** How many tables the target database's public schema has: a restore into a used one needs --force. */
async function tablesIn(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      "select count(*) as tables from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]?.tables ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * `npm run restore FILE` on PostgreSQL: pg_restore reads the archive's table of contents first
 * (a damaged file stops there), then restores it in one transaction (all or nothing). A database
 * that already has tables is left alone unless `force`, which drops and recreates what the
 * backup holds (--clean --if-exists).
 */
export async function restorePostgres(options: { file: string; databaseUrl: string; force: boolean }) {
  const { file, databaseUrl, force } = options;
  await runPostgresTool({ program: 'pg_restore', args: ['--list', file] });
  if (!force && (await tablesIn(databaseUrl)) > 0)
    throw new Error(
      'O banco de DATABASE_URL já tem tabelas; nada foi restaurado. Use um banco novo (createdb) ou, com o app parado, repita com --force para substituí-las.',
    );
  const replace = force ? ['--clean', '--if-exists'] : [];
  await runPostgresTool({
    program: 'pg_restore',
    args: ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...replace, file],
    databaseUrl,
  });
}
