// Starts the built app (dist/server/main.js) on a free port with a throw-away data folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { scratchDatabase } from '../lib/databases.mjs';
import { appEnv, freePort, HOST, startChild, waitForHttp } from '../lib/processes.mjs';

export async function startBuiltServer() {
  const entry = path.resolve('dist/server/main.js');
  if (!existsSync(entry)) throw new Error('dist/ is missing: run `npm run build` first.');
  const port = await freePort();
  const database = await scratchDatabase({ postgres: false });
  const url = `http://localhost:${port}`;
  const env = { ...appEnv(database), HOST, PORT: String(port), APP_URL: url };
  const server = startChild(process.execPath, [entry], { env, label: 'app' });
  const stop = async () => {
    await server.stop();
    await database.drop();
  };
  try {
    await waitForHttp(`${url}/api/health`, 30_000, server.child);
  } catch (error) {
    await stop();
    throw new Error(`the built server did not become healthy: ${error.message}\n${server.output()}`);
  }
  return { url, stop };
}
