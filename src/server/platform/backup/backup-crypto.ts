import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync, readSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ensurePrivateFileSync } from '../fs/private-files';

// BACKUP_PASSPHRASE (docs/product.md#operations): a backup and the app secret beside it are sealed
// with AES-256-GCM under a key scrypt derives from the passphrase, so a stolen copy gives nothing
// without it. A file is MAGIC, the salt, the IV, the ciphertext, then GCM's tag: streamed both
// ways, so a large database never sits in memory.

const MAGIC = Buffer.from('HUBBACKUP-AES256GCM-1\n', 'latin1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** scrypt's cost: about 64 MB and a fraction of a second, once per file. */
const SCRYPT = { N: 2 ** 16, r: 8, p: 1, maxmem: 128 * 1024 * 1024 };

export const WRONG_PASSPHRASE =
  'Não foi possível abrir o backup: a senha (BACKUP_PASSPHRASE) está errada ou o arquivo foi alterado; nada foi restaurado.';

const keyOf = (passphrase: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, 32, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** Whether `file` starts as a backup this module sealed. */
export function isEncryptedBackup(file: string) {
  const head = Buffer.alloc(MAGIC.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return head.equals(MAGIC);
}

/** Seals `from` into `to` (0600) under the passphrase. */
export async function encryptFile(from: string, to: string, passphrase: string) {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(passphrase, salt), iv);
  ensurePrivateFileSync(to);
  const out = createWriteStream(to);
  out.write(Buffer.concat([MAGIC, salt, iv]));
  await pipeline(createReadStream(from), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) =>
    out.end(cipher.getAuthTag(), () => resolve()).on('error', reject),
  );
}

/** Opens `from` into `to` (0600); a wrong passphrase or a changed byte throws WRONG_PASSPHRASE. */
export async function decryptFile(from: string, to: string, passphrase: string) {
  const size = statSync(from).size;
  const headerBytes = MAGIC.length + SALT_BYTES + IV_BYTES;
  if (size < headerBytes + TAG_BYTES) throw new Error(WRONG_PASSPHRASE);
  const fd = openSync(from, 'r');
  const header = Buffer.alloc(headerBytes);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    readSync(fd, header, 0, headerBytes, 0);
    readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    closeSync(fd);
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(passphrase, salt), iv);
  decipher.setAuthTag(tag);
  ensurePrivateFileSync(to);
  const body = createReadStream(from, { start: headerBytes, end: size - TAG_BYTES - 1 });
  await pipeline(body, decipher, createWriteStream(to)).catch(() => {
    throw new Error(WRONG_PASSPHRASE);
  });
}
