import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../../test/s3-server';
import { loadEnv } from '../config/env';
import { createStorage } from './create-storage';
import type { Storage } from './storage';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const KEY = 'library-files/images/1732300000000-abc123.png';

let dataDir: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const engines: Record<string, () => Storage> = {};
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hub-storage-'));
  s3 = await startS3Server();
  const local = createStorage(loadEnv({ DATA_DIR: dataDir }));
  const remote = createStorage(loadEnv({ DATA_DIR: dataDir, ...s3.env }));
  engines.local = () => local;
  engines.s3 = () => remote;
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (kind) => {
  const storage = () => engines[kind]?.() as Storage;

  it('is the kind the environment asks for', () => {
    expect(storage().kind).toBe(kind);
  });

  it('stores, reads back and removes a file', async () => {
    await storage().put(KEY, PNG, 'image/png');
    expect(await storage().get(KEY)).toEqual({ body: new Uint8Array(PNG), contentType: 'image/png' });
    await storage().remove(KEY);
    expect(await storage().get(KEY)).toBeNull();
  });

  it('answers null for a missing file and removes one quietly', async () => {
    expect(await storage().get('library-files/images/nao-existe.png')).toBeNull();
    await expect(storage().remove('library-files/images/nao-existe.png')).resolves.toBeUndefined();
  });

  it.each([
    '../segredo.png',
    'library-files/../../x.png',
    '/etc/passwd',
    'library-files/images/',
    'Library/x.png',
  ])('refuses the key %s', async (key) => {
    await expect(storage().put(key, PNG, 'image/png')).rejects.toThrow('invalid storage key');
    await expect(storage().get(key)).rejects.toThrow('invalid storage key');
  });
});

describe('local storage on disk', () => {
  it('lives under DATA_DIR/storage, files 0600 and folders 0700, no temporary file left', async () => {
    await engines.local?.().put(KEY, PNG, 'image/png');
    const folder = path.join(dataDir, 'storage/library-files/images');
    expect(readdirSync(folder)).toEqual([path.basename(KEY)]);
    expect(statSync(path.join(folder, path.basename(KEY))).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });
});
