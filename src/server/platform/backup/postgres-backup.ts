import { spawn } from 'node:child_process';
import { chmodSync } from 'node:fs';
import pg from 'pg';
import { childProcessEnv } from '../config/env';
import { PRIVATE_FILE_MODE } from '../fs/private-files';

type PostgresTool = 'pg_dump' | 'pg_restore';

/** What to say when a pg tool is missing (pt-BR, then English): how to install it. */
const missingToolMessage = (program: PostgresTool) =>
  [
    `${program} não foi encontrado no PATH. Instale as ferramentas de cliente do PostgreSQL, na mesma versão principal do servidor ou mais nova:`,
    '  Debian/Ubuntu: sudo apt-get install postgresql-client',
    '  Alpine: apk add postgresql-client    macOS: brew install libpq (e ponha o bin dele no PATH)',
    `(${program} was not found on PATH: install the PostgreSQL client tools, the server's major version or newer.)`,
  ].join('\n');

/**
 * The connection as the pg tools take it, the password moved out of the URL into PGPASSWORD:
 * a command line is visible to every user of the machine (`ps`), a process's environment is not.
 */
function connectionOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  return { dbname: url.toString(), env };
}

/**
 * Runs pg_dump or pg_restore on DATABASE_URL (`--dbname` appended): resolves with what it printed,
 * rejects with its error output, or with how to install it when it is not on PATH.
 */
function runPostgresTool(options: {
  program: PostgresTool;
  args: string[];
  databaseUrl?: string;
}): Promise<string> {
  const { dbname, env } = options.databaseUrl ? connectionOf(options.databaseUrl) : { dbname: '', env: {} };
  const args = dbname ? [...options.args, `--dbname=${dbname}`] : options.args;
  return new Promise((resolve, reject) => {
    const child = spawn(options.program, args, {
      env: childProcessEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(missingToolMessage(options.program)) : error),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${options.program} terminou com erro (código ${code}):\n${errors.trim()}`));
    });
  });
}

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
