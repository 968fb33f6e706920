import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { createDeps } from '../../deps';
import { loadEnv } from '../config/env';
import { createLogger } from '../logger';

// Other users of the machine must not read the database, the secret or the mail.
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

async function startIn(dataDir: string) {
  database ??= await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    ADMIN_PASSWORD: 'primeiro-admin-123',
    LOG_LEVEL: 'silent',
  }); // no APP_SECRET: one is generated into DATA_DIR
  const deps = await createDeps(env, createLogger('silent'));
  await deps.mail.enqueue({ to: 'a@exemplo.com.br', subject: 'Oi', text: 'Oi', html: '<p>Oi</p>' });
  await deps.mail.worker.drain();
  await deps.storage.put('library-files/images/foto.png', new Uint8Array([1, 2, 3]), 'image/png');
  return deps;
}

/** Every folder and file under dir, with its permission bits. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      modes[path.relative(dir, full)] = modeOf(full).toString(8);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return modes;
}

describe('files under DATA_DIR', () => {
  it('the folder is 0700 and everything written in it 0600: database, secret, outbox, uploads (umask 022 notwithstanding)', async () => {
    expect(process.umask()).toBe(0o022);
    database = await createTestDatabase();
    const dataDir = path.join(database.dataDir, 'data');
    const deps = await startIn(dataDir);
    try {
      expect(modeOf(dataDir).toString(8)).toBe('700');
      const modes = modesUnder(dataDir);
      const expected = ['.app-secret', 'outbox', 'storage/library-files/images/foto.png'];
      if (deps.database.kind === 'sqlite') expected.push('hub.sqlite', 'hub.sqlite-wal', 'hub.sqlite-shm');
      for (const name of expected) expect(Object.keys(modes)).toContain(name);
      for (const [name, mode] of Object.entries(modes)) {
        const isDir = statSync(path.join(dataDir, name)).isDirectory();
        expect({ name, mode }).toEqual({ name, mode: isDir ? '700' : '600' });
      }
      expect(Object.keys(modes).some((name) => name.startsWith('outbox/'))).toBe(true);
    } finally {
      await deps.database.db.destroy();
    }
  });

  it('tightens a folder and a database an older version left readable', async () => {
    database = await createTestDatabase();
    const dataDir = path.join(database.dataDir, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const first = await startIn(dataDir);
    await first.database.db.destroy();
    chmodSync(dataDir, 0o755);
    const sqlite = path.join(dataDir, 'hub.sqlite');
    if (first.database.kind === 'sqlite') chmodSync(sqlite, 0o644);

    const again = await startIn(dataDir);
    try {
      expect(modeOf(dataDir).toString(8)).toBe('700');
      if (again.database.kind === 'sqlite') expect(modeOf(sqlite).toString(8)).toBe('600');
    } finally {
      await again.database.db.destroy();
    }
  });
});
