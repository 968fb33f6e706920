import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_ENV } from './e2e-env';

/** A port the system has just handed out (no fixed number another run on this machine may hold). */
export async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Until the server at `baseUrl` answers its health check (a start takes a while on a busy machine). */
export async function waitForHealth(baseUrl: string) {
  await expect
    .poll(
      () =>
        fetch(`${baseUrl}/api/health`).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
}

/**
 * A server of a spec's own, for a setting the suite's shared server does not have (the suite's
 * env plus `env`): start-server.mjs gives it a fresh data folder, migrations and the first admin.
 */
export async function startOwnServer(name: string, env: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['e2e/start-server.mjs'], {
    env: {
      ...process.env,
      ...E2E_ENV,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: path.resolve(`.tmp/e2e-${name}-${port}`),
      ...env,
    },
    stdio: 'ignore',
  });
  await waitForHealth(baseUrl);
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
