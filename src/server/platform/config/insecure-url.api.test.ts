import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import { createDeps } from '../../deps';
import { loadEnv } from './env';

// Production on plain http means cookies without Secure; the operator must hear it.
async function startLog(overrides: Record<string, string>) {
  const database = await createTestDatabase();
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const env = loadEnv({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    APP_SECRET: 'test-secret-test-secret-test-secret-123',
    ADMIN_PASSWORD: 'primeiro-admin-123',
    ...overrides,
  });
  const deps = await createDeps(env, pino({ level: 'info' }, sink));
  await deps.database.db.destroy();
  await database.drop();
  return lines;
}

const insecureWarnings = (lines: { level: number; msg: string }[]) =>
  lines.filter((line) => line.level === 40 && /APP_URL/.test(line.msg) && /https/.test(line.msg));

describe('start-up warning about plain http', () => {
  it('warns in production when APP_URL is http on a public host', async () => {
    const lines = await startLog({ NODE_ENV: 'production', APP_URL: 'http://hub.exemplo.com.br' });
    expect(insecureWarnings(lines)).toHaveLength(1);
    expect(insecureWarnings(lines)[0]?.msg).toMatch(/Secure/);
  });

  it.each([
    // An https site sends mail (it refuses to start without SMTP_URL); the outbox here only lets it
    // start without SMTP.
    [
      'https in production',
      { NODE_ENV: 'production', APP_URL: 'https://hub.exemplo.com.br', MAIL_OUTBOX: '1' },
    ],
    ['localhost in production', { NODE_ENV: 'production', APP_URL: 'http://localhost:3000' }],
    ['127.0.0.1 in production', { NODE_ENV: 'production', APP_URL: 'http://127.0.0.1:3000' }],
    ['http outside production', { NODE_ENV: 'development', APP_URL: 'http://hub.exemplo.com.br' }],
  ])('stays quiet for %s', async (_, overrides) => {
    expect(insecureWarnings(await startLog(overrides))).toEqual([]);
  });
});
