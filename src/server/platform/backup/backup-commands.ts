import { closeSync, openSync, readSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';
import { openDatabase, SQLITE_FILE_NAME } from '../db/connection';
import { holdMailQueuedBeforeBackup } from '../mail/mail';
import { companionDirOf, copyDataFiles, datedBackupBase, STORAGE_DIR } from './backup-files';
import { backupPostgres, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite } from './sqlite-backup';

/**
 * `npm run backup` (docs/product.md#operations): the database (SQLite online backup, or pg_dump) into
 * DATA_DIR/backups/hub-<UTC time>.sqlite|.dump, and beside it a `.files` folder with what else
 * DATA_DIR keeps: the uploads when they are on this disk (not S3: the bucket is the operator's to
 * back up) and the app secret DATA_DIR generated when APP_SECRET is unset.
 */
export async function runBackup(env: Env, now = new Date()) {
  const dataDir = path.resolve(env.DATA_DIR);
  const base = datedBackupBase(dataDir, now);
  const file = env.DATABASE_URL
    ? await backupPostgres({ databaseUrl: env.DATABASE_URL, base })
    : await backupSqlite({ dataDir, base });
  const companion = companionDirOf(file);
  const copied = copyDataFiles({ fromDir: dataDir, toDir: companion, withStorage: !env.S3_BUCKET });
  return { file, companion: copied.length > 0 ? companion : undefined, copied };
}

/** Which engine wrote a backup file, from its first bytes. */
function engineOfBackup(file: string) {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  return undefined;
}

/**
 * `npm run restore -- FILE [--force]`: into the configured database (DATABASE_URL, else
 * DATA_DIR/hub.sqlite), then the `.files` folder's uploads and app secret into DATA_DIR.
 */
export async function runRestore(env: Env, options: { file: string; force: boolean }) {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(env.DATA_DIR);
  const engine = engineOfBackup(file);
  const configured = env.DATABASE_URL ? 'postgres' : 'sqlite';
  if (engine !== configured)
    throw new Error(
      engine
        ? `${file} é um backup de ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}, mas o app está configurado para ${configured === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (DATABASE_URL vazio)'}; nada foi restaurado.`
        : `${file} não é um backup do Hub (nem SQLite nem pg_dump em formato custom); nada foi restaurado.`,
    );
  if (env.DATABASE_URL) await restorePostgres({ file, databaseUrl: env.DATABASE_URL, force: options.force });
  else restoreSqlite({ file, dataDir, force: options.force });

  // Mail queued when the backup ran is not sent again (mail.ts, holdMailQueuedBeforeBackup).
  const restored = openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: path.join(dataDir, SQLITE_FILE_NAME),
    poolSize: 1,
  });
  const heldMail = await holdMailQueuedBeforeBackup(restored.db).finally(() => restored.db.destroy());

  const withStorage = !env.S3_BUCKET;
  // --force replaces the uploads too, rather than mixing two deployments' files.
  if (withStorage && options.force) rmSync(path.join(dataDir, STORAGE_DIR), { recursive: true, force: true });
  const copied = copyDataFiles({ fromDir: companionDirOf(file), toDir: dataDir, withStorage });
  return { copied, heldMail };
}
