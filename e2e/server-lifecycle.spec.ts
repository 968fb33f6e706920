import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The operator's view of `npm start`'s server: first run, restart, and a clean stop.
const PORT = Number(process.env.E2E_PORT ?? 3999) + 500;

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    child.stdout?.on('data', () => {
      if (output.includes('ouvindo em')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

/** A request whose body arrives slowly, so it is still in flight when the signal comes. */
function slowSignIn(): { sent: Promise<void>; finish: () => void; response: Promise<number> } {
  const body = JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'qualquer-123' });
  let finish = () => {};
  let sent: () => void = () => {};
  const response = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/auth/sign-in',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10), () => sent());
    finish = () => req.end(body.slice(10));
  });
  return { sent: new Promise<void>((resolve) => (sent = resolve)), finish, response };
}

test.describe.configure({ mode: 'serial' });

test('first start migrates, prints a generated admin password once, and a restart keeps the data', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-lifecycle-'));
  let server: ReturnType<typeof startServer> | undefined;
  try {
    server = startServer(dataDir);
    await server.ready;
    expect(server.output()).toContain('migrations applied');
    expect(server.output()).toMatch(
      /Primeiro administrador criado\.\s+Email: admin@localhost\.local\s+Senha: \S{12,}/,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    server = startServer(dataDir);
    await server.ready;
    expect(server.output()).not.toContain('Primeiro administrador');
    expect(server.output()).not.toContain('migrations applied');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  } finally {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('everything the server keeps under DATA_DIR is readable by its own user only', async () => {
  // Issue 7 §2.8, on the real process: umask 077 plus explicit modes, whatever the shell's umask.
  const parent = mkdtempSync(path.join(tmpdir(), 'hub-lifecycle-'));
  const dataDir = path.join(parent, 'data');
  let server: ReturnType<typeof startServer> | undefined;
  try {
    server = startServer(dataDir);
    await server.ready;
    const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@localhost.local' }),
    });
    expect(res.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    await expect.poll(() => readdirSync(outbox, { recursive: true }).length, { timeout: 10_000 }).toBe(1);

    const modes = (readdirSync(dataDir, { recursive: true }) as string[]).map((name) => {
      const stat = statSync(path.join(dataDir, name));
      return `${name} ${(stat.mode & 0o777).toString(8)}`;
    });
    expect(modes.length).toBeGreaterThanOrEqual(5); // secret, database (+ wal, shm), outbox and its mail
    for (const entry of modes) expect(entry).toMatch(/^(outbox \d+|\S+ 600)$/);
    expect(modes).toContain('outbox 700');
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  } finally {
    server?.child.kill('SIGKILL');
    rmSync(parent, { recursive: true, force: true });
  }
});

test('SIGTERM lets an in-flight request finish, then closes the database and exits 0', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-lifecycle-'));
  const server: { current?: ChildProcess } = {};
  try {
    const started = startServer(dataDir);
    server.current = started.child;
    await started.ready;
    const inFlight = slowSignIn();
    await inFlight.sent;
    started.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.finish();
    expect(await inFlight.response).toBe(401);
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('"msg":"stopped"');
  } finally {
    server.current?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
