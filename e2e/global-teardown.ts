import { existsSync, readFileSync } from 'node:fs';
import { E2E_PORT } from './e2e-env';
import { logLeaksFile } from './log-leaks';

/** The run fails if the server under test logged a line carrying a token (start-server.mjs). */
export default function globalTeardown() {
  const file = logLeaksFile(E2E_PORT);
  const leaked = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (leaked) throw new Error(`The server logged lines carrying a token or a key:\n${leaked}`);
}
