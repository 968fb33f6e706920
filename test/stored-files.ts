import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

/** The files the local storage holds under library-files/images, sorted (none: empty). */
export function storedImages(t: TestApp) {
  const folder = path.join(t.deps.env.DATA_DIR, 'storage/library-files/images');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}
