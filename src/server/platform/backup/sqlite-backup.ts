import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../db/connection';
import { ensurePrivateDirSync, ensurePrivateFileSync, PRIVATE_FILE_MODE } from '../fs/private-files';

// better-sqlite3 copies 100 pages per step by default, and SQLite restarts an online backup
// whenever another connection (the running app) writes between two steps: under steady writes a
// large database might never finish. All pages in one step instead: one read transaction, which
// in WAL mode never blocks the app's writers, and a snapshot of one instant.
const ALL_PAGES = 0x7fffffff;

/**
 * `npm run backup` on SQLite: an online backup of DATA_DIR/hub.sqlite, safe while
 * the app writes, into `<base>.sqlite` (0600). Returns the file's path.
 */
export async function backupSqlite(options: { dataDir: string; base: string }) {
  const source = path.join(options.dataDir, SQLITE_FILE_NAME);
  if (!existsSync(source))
    throw new Error(`Nenhum banco SQLite em ${source}: confira DATA_DIR (nada foi copiado).`);
  ensurePrivateDirSync(path.dirname(options.base));
  const file = `${options.base}.sqlite`;
  ensurePrivateFileSync(file);
  const sqlite = new SQLite(source, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    await sqlite.backup(file, { progress: () => ALL_PAGES });
  } finally {
    sqlite.close();
  }
  return file;
}

/** Reads a SQLite file without changing it. */
function readOnly<T>(file: string, read: (sqlite: SQLite.Database) => T): T {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

const tablesOf = (sqlite: SQLite.Database) =>
  sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .pluck()
    .all() as string[];

/** Whether any table of the file holds a row (a fresh DATA_DIR's database holds none). */
const hasRows = (file: string) =>
  readOnly(file, (sqlite) =>
    tablesOf(sqlite).some((table) => sqlite.prepare(`select 1 from "${table}" limit 1`).get() !== undefined),
  );

/**
 * `npm run restore FILE` on SQLite: checks the backup's integrity, then copies it in as
 * DATA_DIR/hub.sqlite (under a temporary name, renamed into place). A DATA_DIR whose database
 * has rows is left alone unless `force`. The app must be stopped: a running one keeps the
 * replaced file open.
 */
export function restoreSqlite(options: { file: string; dataDir: string; force: boolean }) {
  const { file, dataDir, force } = options;
  const backup = readOnly(file, (sqlite) => ({
    integrity: sqlite.pragma('integrity_check', { simple: true }),
    tables: tablesOf(sqlite),
  }));
  if (backup.integrity !== 'ok')
    throw new Error(
      `O backup ${file} está corrompido (integrity_check: ${backup.integrity}); nada foi restaurado.`,
    );
  if (!backup.tables.includes('schema_migrations'))
    throw new Error(`${file} não é um backup do Hub (sem a tabela schema_migrations); nada foi restaurado.`);

  ensurePrivateDirSync(dataDir);
  const target = path.join(dataDir, SQLITE_FILE_NAME);
  if (existsSync(target) && hasRows(target) && !force)
    throw new Error(
      `${target} já tem dados; nada foi restaurado. Use um DATA_DIR novo ou, com o app parado, repita com --force para substituí-los.`,
    );
  const partial = `${target}.restoring`;
  copyFileSync(file, partial);
  // The old database's WAL would be replayed into the restored file: it goes first.
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(partial, target);
  chmodSync(target, PRIVATE_FILE_MODE);

  return target;
}
