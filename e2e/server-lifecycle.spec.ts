import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './own-server';

// The operator's view of `npm start`'s server: first run, restart, and a clean stop.

/** Waits (on a busy machine too) until the server's output contains `text`. */
function outputShows(child: ChildProcess, output: () => string, text: string, timeoutMs = 60_000) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" in the output:\n${output()}`)), timeoutMs);
    const check = () => {
      if (!output().includes(text)) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve();
    };
    child.stdout?.on('data', check);
    check();
  });
}

/** How many mails the server wrote so far (none while the worker has not created the folder yet). */
const mailsIn = (outbox: string) =>
  existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.json')).length : 0;

async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
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
  const ready = outputShows(child, () => output, 'ouvindo em');
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { port, child, ready, exited, output: () => output };
}

/** A request whose body arrives slowly, so it is still in flight when the signal comes. */
function slowSignIn(port: number): { sent: Promise<void>; finish: () => void; response: Promise<number> } {
  const body = JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'qualquer-123' });
  let finish = () => {};
  let sent: () => void = () => {};
  const response = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
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
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(dataDir);
    await server.ready;
    expect(server.output()).toContain('migrations applied');
    expect(server.output()).toMatch(
      /Primeiro administrador criado\.\s+Email: admin@localhost\.local\s+Senha: \S{12,}/,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    server = await startServer(dataDir);
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
  // On the real process: umask 077 plus explicit modes, whatever the shell's umask.
  const parent = mkdtempSync(path.join(tmpdir(), 'hub-lifecycle-'));
  const dataDir = path.join(parent, 'data');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(dataDir);
    await server.ready;
    const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@localhost.local' }),
    });
    expect(res.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    await expect.poll(() => mailsIn(outbox), { timeout: 30_000 }).toBe(1);

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
    const started = await startServer(dataDir);
    server.current = started.child;
    await started.ready;
    const inFlight = slowSignIn(started.port);
    await inFlight.sent;
    started.child.kill('SIGTERM');
    // The request ends only once the server has begun its shutdown (it logs that first).
    await outputShows(started.child, started.output, 'shutting down');
    inFlight.finish();
    expect(await inFlight.response).toBe(401);
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('"msg":"stopped"');
  } finally {
    server.current?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
