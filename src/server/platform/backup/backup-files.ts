import { chmodSync, cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDirSync, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../fs/private-files';

/** The app secret DATA_DIR keeps when APP_SECRET is unset (config/app-secret.ts). */
export const APP_SECRET_FILE = '.app-secret';
/** Uploaded files when S3_BUCKET is unset (storage/create-storage.ts). */
export const STORAGE_DIR = 'storage';

/**
 * DATA_DIR/backups/hub-20261126-170301 (UTC): the name every piece of one backup starts with,
 * created as the backups folder (0700) if needed. A second backup within the same second gets
 * `-2`, `-3`…: nothing is ever overwritten.
 */
export function datedBackupBase(dataDir: string, now = new Date()) {
  const dir = path.join(dataDir, 'backups');
  ensurePrivateDirSync(dir);
  const stamp = `hub-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}`;
  const taken = new Set(readdirSync(dir).map((name) => name.replace(/\..*$/, '')));
  let name = stamp;
  for (let n = 2; taken.has(name); n++) name = `${stamp}-${n}`;
  return path.join(dir, name);
}

/**
 * The folder beside a SQLite backup holding what else DATA_DIR keeps for a single-machine
 * deployment: the uploaded files and the generated app secret (without it, sessions and the
 * settings sealed at rest would not open after a restore). `hub-….sqlite` (or `.sqlite.enc`) →
 * `hub-….files`.
 */
export const companionDirOf = (backupFile: string) => `${backupFile.replace(/(\.[^./]+)+$/, '')}.files`;

/**
 * Copies DATA_DIR's uploads and app secret into `toDir` (or back, on restore), keeping them
 * readable by the app's user only. Returns what it copied, for the command's report.
 */
export function copyDataFiles(options: { fromDir: string; toDir: string; withStorage: boolean }) {
  const { fromDir, toDir, withStorage } = options;
  const copied: string[] = [];
  const pieces = [
    { name: APP_SECRET_FILE, wanted: true },
    { name: STORAGE_DIR, wanted: withStorage },
  ];
  for (const { name, wanted } of pieces) {
    const from = path.join(fromDir, name);
    if (!wanted || !existsSync(from)) continue;
    cpSync(from, path.join(toDir, name), { recursive: true, force: true });
    copied.push(name);
  }
  tightenModes(toDir);
  return copied;
}

/** cpSync keeps the source's modes; these are the app's private ones whatever they were. */
function tightenModes(dir: string) {
  if (!existsSync(dir)) return;
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    chmodSync(file, statSync(file).isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
  }
}
