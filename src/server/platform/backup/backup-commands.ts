import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync, readSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';
import { openDatabase, SQLITE_FILE_NAME } from '../db/connection';
import { ensurePrivateDirSync } from '../fs/private-files';
import { holdMailQueuedBeforeBackup } from '../mail/mail';
import { decryptFile, encryptFile, isEncryptedBackup } from './backup-crypto';
import { APP_SECRET_FILE, companionDirOf, copyDataFiles, datedBackupBase, STORAGE_DIR } from './backup-files';
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
  const passphrase = env.BACKUP_PASSPHRASE;
  if (!passphrase)
    return { file, companion: copied.length > 0 ? companion : undefined, copied, encrypted: false };
  // Sealed: the database, and the app secret that would open its sessions and sealed settings.
  await sealInPlace(file, passphrase);
  const secret = path.join(companion, APP_SECRET_FILE);
  if (existsSync(secret)) await sealInPlace(secret, passphrase);
  return {
    file: `${file}${SEALED}`,
    companion: copied.length > 0 ? companion : undefined,
    copied,
    encrypted: true,
  };
}

const SEALED = '.enc';

async function sealInPlace(file: string, passphrase: string) {
  await encryptFile(file, `${file}${SEALED}`, passphrase);
  rmSync(file);
}

/** Asks for the passphrase of a sealed backup when BACKUP_PASSPHRASE is unset (restore-cli.ts). */
export type AskPassphrase = () => Promise<string>;

const NEEDS_PASSPHRASE =
  'Este backup está cifrado: defina BACKUP_PASSPHRASE com a senha usada no backup (ou rode o restore num terminal, que a pergunta); nada foi restaurado.';

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
export async function runRestore(
  env: Env,
  options: { file: string; force: boolean; askPassphrase?: AskPassphrase },
) {
  const given = path.resolve(options.file);
  const dataDir = path.resolve(env.DATA_DIR);
  if (!isEncryptedBackup(given)) return restoreOpen(env, { ...options, file: given, fromDir: given });
  const passphrase = env.BACKUP_PASSPHRASE ?? (await options.askPassphrase?.());
  if (!passphrase) throw new Error(NEEDS_PASSPHRASE);
  // Opened in a folder of its own (SQLite leaves -wal and -shm beside a file it reads), removed after.
  const workDir = path.join(dataDir, `.restoring-${randomUUID()}`);
  ensurePrivateDirSync(workDir);
  const opened = path.join(workDir, path.basename(given, SEALED));
  try {
    await decryptFile(given, opened, passphrase);
    const result = await restoreOpen(env, { ...options, file: opened, fromDir: given });
    const secret = path.join(companionDirOf(given), `${APP_SECRET_FILE}${SEALED}`);
    if (!existsSync(secret)) return result;
    await decryptFile(secret, path.join(dataDir, APP_SECRET_FILE), passphrase);
    return { ...result, copied: [APP_SECRET_FILE, ...result.copied] };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The restore of a backup file as written by pg_dump or SQLite; `fromDir` names its companion. */
async function restoreOpen(env: Env, options: { file: string; fromDir: string; force: boolean }) {
  const { file } = options;
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
  const copied = copyDataFiles({ fromDir: companionDirOf(options.fromDir), toDir: dataDir, withStorage });
  return { copied, heldMail };
}
