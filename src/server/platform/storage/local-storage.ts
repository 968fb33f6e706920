import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../fs/private-files';
import { assertStorageKey, contentTypeOf, type Storage } from './storage';

// Members' uploads are readable by the app's user only (files 0600, folders 0700).
const FILE_MODE = PRIVATE_FILE_MODE;
const DIR_MODE = PRIVATE_DIR_MODE;

/** Files under `root` (DATA_DIR/storage): written to a temporary name, then renamed into place. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: DIR_MODE });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body, { mode: FILE_MODE, flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const file = await readFile(fileOf(key));
        const body = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
        return { body, contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
