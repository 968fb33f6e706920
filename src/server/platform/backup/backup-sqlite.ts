import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../db/connection';
import { ensurePrivateDirSync, ensurePrivateFileSync } from '../fs/private-files';

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
