import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../shared/constants';
import { IMAGE_MESSAGES } from '../../../shared/schemas/library';
import { AppError } from '../../platform/http/app-error';
import type { Logger } from '../../platform/logger';
import type { Storage } from '../../platform/storage/storage';
import type { LibraryImage } from './data/create-library-item';

// SPEC §7/§9: bucket library-files, folder images/, names {timestamp-random.ext}.
const FOLDER = 'library-files/images';
const THUMBNAIL_WIDTH = 480;
// A decompression bomb (a tiny file declaring a huge canvas) is refused before it is decoded.
const MAX_PIXELS = 40_000_000;

// Loaded on the first upload, not at start: about 8 MB of memory (libvips) that a process
// serving no upload never needs (issue 9: the server's memory at a million members).
const imageTools = () => Promise.all([import('file-type'), import('sharp')]);

/** An image checked and ready to store: nothing is written until `save`. */
export type PreparedImage = { original: Uint8Array; thumbnail: Uint8Array; contentType: string; ext: string };

/**
 * Checks an upload by its bytes, never by its name or declared type: a known image format
 * (file-type's magic numbers) that sharp can actually decode. Makes the grid's thumbnail.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError(413, IMAGE_MESSAGES.tooLarge);
  const original = new Uint8Array(await file.arrayBuffer());
  const [{ fileTypeFromBuffer }, { default: sharp }] = await imageTools();
  const type = await fileTypeFromBuffer(original);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw new AppError(415, IMAGE_MESSAGES.notAnImage);
  try {
    const thumbnail = await sharp(original, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { original, thumbnail, contentType: type.mime, ext: type.ext };
  } catch {
    // Right magic number, broken (or oversized) picture.
    throw new AppError(415, IMAGE_MESSAGES.notAnImage);
  }
}

/** The address the app serves a stored image at (library.routes.ts, GET /api/library/images/:file). */
export const imageUrlOf = (key: string) => `/api/library/images/${path.posix.basename(key)}`;
export const thumbnailKeyOf = (key: string) => key.replace(/\.[a-z0-9]+$/, '.thumb.webp');
export const storageKeyOf = (file: string) => `${FOLDER}/${file}`;

/** Stores the original and its thumbnail, both or neither. */
export async function saveImage(storage: Storage, image: PreparedImage): Promise<LibraryImage> {
  const key = `${FOLDER}/${Date.now()}-${randomBytes(6).toString('hex')}.${image.ext}`;
  try {
    await storage.put(key, image.original, image.contentType);
    await storage.put(thumbnailKeyOf(key), image.thumbnail, 'image/webp');
  } catch (error) {
    await removeImage(storage, key).catch(() => {});
    throw error;
  }
  return { key, url: imageUrlOf(key) };
}

async function removeImage(storage: Storage, key: string) {
  await Promise.all([storage.remove(key), storage.remove(thumbnailKeyOf(key))]);
}

/** Removing files after their row is gone: a failure is logged, never shown to the admin. */
export async function removeImageQuietly(storage: Storage, key: string | null, logger: Logger) {
  if (!key) return;
  await removeImage(storage, key).catch((err) => logger.warn({ err, key }, 'stored image not removed'));
}
