import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORT } from './e2e-env';

// No log line of the server under test may carry a link's token, an assistant API key or a bearer
// token. start-server.mjs reads every line the server writes and keeps the offenders in this file.
const logLeaksFile = (port: number | string) => path.resolve(`.tmp/e2e-log-leaks-${port}.txt`);

/** The run fails if the server under test logged a line carrying a token (start-server.mjs). */
export default function globalTeardown() {
  const file = logLeaksFile(E2E_PORT);
  const leaked = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (leaked) throw new Error(`The server logged lines carrying a token or a key:\n${leaked}`);
}
