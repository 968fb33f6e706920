import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../db/connection';
import { ensurePrivateDirSync, PRIVATE_FILE_MODE } from '../fs/private-files';

/** What a SQLite file holds, read only: its integrity check's verdict and how many rows it has. */
function inspect(file: string) {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[];
    const rows = tables.reduce(
      (sum, table) => sum + Number(sqlite.prepare(`select count(*) from "${table}"`).pluck().get()),
      0,
    );
    return { integrity, tables, rows };
  } finally {
    sqlite.close();
  }
}

/**
 * `npm run restore FILE` on SQLite: checks the backup's integrity, then copies it in as
 * DATA_DIR/hub.sqlite (under a temporary name, renamed into place). A DATA_DIR whose database
 * has rows is left alone unless `force`. The app must be stopped: a running one keeps the
 * replaced file open.
 */
export function restoreSqlite(options: { file: string; dataDir: string; force: boolean }) {
  const { file, dataDir, force } = options;
  const backup = inspect(file);
  if (backup.integrity !== 'ok')
    throw new Error(
      `O backup ${file} está corrompido (integrity_check: ${backup.integrity}); nada foi restaurado.`,
    );
  if (!backup.tables.includes('schema_migrations'))
    throw new Error(`${file} não é um backup do Hub (sem a tabela schema_migrations); nada foi restaurado.`);

  ensurePrivateDirSync(dataDir);
  const target = path.join(dataDir, SQLITE_FILE_NAME);
  if (existsSync(target) && inspect(target).rows > 0 && !force)
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
