// The built app on a throw-away SQLite database with one active subscriber and the first admin
// signed in: what the signed-in page benches (first load, Lighthouse) measure against.

import { scratchDatabase } from './databases.mjs';
import {
  appEnv,
  ensureBuilt,
  freePort,
  HOST,
  runTsx,
  signIn,
  startChild,
  waitForHttp,
} from './processes.mjs';

export async function startSignedInApp() {
  ensureBuilt();
  const database = await scratchDatabase({ postgres: false });
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env = { ...appEnv(database), PORT: String(port), APP_URL: base, HOST };
  const member = runTsx('bench/lib/seed-member.ts', [], { ...env, BENCH_BULK: '0' });
  const server = startChild(process.execPath, ['dist/server/main.js'], { env, label: 'app' });
  const stop = async () => {
    await server.stop();
    await database.drop();
  };
  try {
    await waitForHttp(`${base}/api/health`, 30_000, server.child);
    const cookies = {
      member: await signIn(base, member),
      admin: await signIn(base, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    };
    return { base, cookies, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
