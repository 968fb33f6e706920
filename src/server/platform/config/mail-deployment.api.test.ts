import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';

// A deployment (APP_URL on https) without SMTP_URL refuses to start, naming SMTP_URL,
// unless MAIL_OUTBOX=1 keeps the outbox on purpose; a laptop (no APP_URL, http://localhost) starts.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Starts test/app-start-process.ts in DATA_DIR (no .env there) with only these variables set. */
function start(variables: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      path.join(root, 'node_modules/tsx/dist/loader.mjs'),
      path.join(root, 'test/app-start-process.ts'),
    ],
    {
      cwd: database.dataDir,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: database.dataDir,
        APP_SECRET: 'test-secret-test-secret-test-secret-123',
        ADMIN_PASSWORD: 'primeiro-admin-123',
        LOG_LEVEL: 'silent',
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        ...variables,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const SITE = 'https://hub.exemplo.com.br';
// Each start loads the app through tsx: seconds on a busy machine.
const STARTS = 60_000;

describe('starting without SMTP_URL', () => {
  it(
    'refuses on an https APP_URL, naming SMTP_URL and MAIL_OUTBOX',
    async () => {
      const { code, stdout, stderr } = await start({ APP_URL: SITE });
      expect(code).toBe(1);
      expect(stdout).not.toContain('started');
      expect(stderr).toContain('Configuração inválida no ambiente');
      expect(stderr).toMatch(/SMTP_URL: .*MAIL_OUTBOX=1/);
    },
    STARTS,
  );

  it.each([
    ['a laptop: no APP_URL', {}],
    ['a laptop: APP_URL on http://localhost', { APP_URL: 'http://localhost:3000' }],
    ['an https APP_URL with MAIL_OUTBOX=1', { APP_URL: SITE, MAIL_OUTBOX: '1' }],
    ['an https APP_URL with SMTP_URL', { APP_URL: SITE, SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ])(
    'starts on %s',
    async (_, variables: Record<string, string>) => {
      const { code, stdout, stderr } = await start(variables);
      expect(stderr).toBe('');
      expect(stdout).toContain('started');
      expect(code).toBe(0);
    },
    STARTS,
  );
});
