import path from 'node:path';

/** A stored file as read back. Files here are small (images ≤ 5 MB), so they travel whole. */
type StoredFile = { body: Uint8Array; contentType: string };

/**
 * Where uploaded files live: the local disk under DATA_DIR by default, S3-compatible object
 * storage when S3_BUCKET is set (docs/product.md#operations). Keys look like
 * `library-files/images/1732300000000-k3j2h1.png` (bucket library-files, folder images/).
 * Both stores keep this contract (local-storage.ts, s3-storage.ts); create-storage.ts picks one.
 */
export type Storage = {
  readonly kind: 'local' | 's3';
  /** Stores the whole file or nothing: a failed write leaves no partial object behind. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
};

// Lower-case folders, then a file name without path tricks: a key never leaves its root.
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[A-Za-z0-9][\w.-]{0,150}$/;

/** Whether the stores accept `key`: routes that take a name from a URL ask first, and answer 404. */
export const isStorageKey = (key: string) => KEY.test(key) && !key.includes('..');

export function assertStorageKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
