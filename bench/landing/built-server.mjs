// Starts the built app (dist/server/main.js) on a free port with a throw-away data folder.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function startBuiltServer() {
  const entry = path.resolve('dist/server/main.js');
  if (!existsSync(entry)) throw new Error('dist/ is missing: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-bench-landing-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_URL: url,
      APP_SECRET: randomBytes(24).toString('hex'),
      ADMIN_EMAIL: 'admin-bench@exemplo.com.br',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('the built server did not become healthy');
}
