import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * APP_SECRET signs sessions and keys the encryption of stored credentials. Without one, a
 * random secret is made once and kept in DATA_DIR, so restarts keep everyone signed in.
 */
export function resolveAppSecret(configured: string | undefined, dataDir: string) {
  if (configured) return { secret: configured, generated: false };
  const file = path.join(dataDir, '.app-secret');
  if (existsSync(file)) return { secret: readFileSync(file, 'utf8').trim(), generated: false };
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, generated: true };
}
