import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';

// What the app keeps on disk (database, secret, outbox, uploads) is for its own
// user only. main.ts also sets umask 077; these make it explicit where files are created, and
// tighten folders and files an older version or the operator created more openly.
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and parents) if needed and makes it 0700. */
export function ensurePrivateDirSync(dir: string) {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates an empty file 0600 if missing, or makes an existing one 0600 (before a library opens it). */
export function ensurePrivateFileSync(file: string) {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Writes a new file readable and writable by the app's user only. */
async function writePrivateFile(file: string, data: string | Uint8Array) {
  await writeFile(file, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
}

/**
 * Writes a new private file under a temporary name, then renames it into place, so a reader
 * listing the folder (an operator, the tests) never opens a half-written file.
 */
export async function writePrivateFileAtomically(file: string, data: string | Uint8Array) {
  const partial = `${file}.partial`;
  await writePrivateFile(partial, data);
  await rename(partial, file);
}
