import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../shared/constants';
import { IMAGE_MESSAGES } from '../../../shared/schemas/library';
import { AppError } from '../../platform/http/app-error';
import type { Logger } from '../../platform/logger';
import type { Storage } from '../../platform/storage/storage';
import type { LibraryImage } from './data/library-items';

// Bucket library-files, folder images/, names {timestamp-random.ext}.
const FOLDER = 'library-files/images';
const THUMBNAIL_WIDTH = 480;
// Every frame's pixels together: 40 MP is a large photo; decoding it takes ~160 MB for a moment.
const MAX_PIXELS = 40_000_000;

// Loaded on the first upload, not at start: about 8 MB of memory (libvips) that a process
// serving no upload never needs (the server's memory at a million members).
const imageTools = () => Promise.all([import('file-type'), import('sharp')]);

type Sharp = import('sharp').Sharp;

const TOO_MANY_PIXELS = `A imagem é grande demais: no máximo ${MAX_PIXELS / 1_000_000} megapixels.`;

/** The right magic number, but a picture sharp cannot decode (truncated, corrupt). */
export const UNREADABLE_IMAGE =
  'Não foi possível ler a imagem: o arquivo parece estar corrompido. Envie outra imagem (JPG, PNG, WEBP ou GIF).';

/**
 * A fresh file of the uploaded kind, from decoded pixels only: nothing of the uploaded bytes
 * survives (sharp writes no metadata unless asked), so EXIF (GPS, author), comments and bytes
 * appended after the picture (a PNG+HTML polyglot) are gone.
 */
const REENCODE: Record<(typeof IMAGE_TYPES)[number], (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 88, mozjpeg: true }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 88 }),
  'image/gif': (image) => image.gif(),
};

/** An image checked and ready to store: nothing is written until `save`. */
export type PreparedImage = { image: Uint8Array; thumbnail: Uint8Array; contentType: string; ext: string };

/**
 * Checks an upload by its bytes, never by its name or declared type: a known image format
 * (file-type's magic numbers) that sharp can actually decode. Then re-encodes it (turned upright
 * by its EXIF orientation first, metadata dropped) and makes the grid's thumbnail: the uploaded
 * bytes themselves are never stored nor served.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError(413, IMAGE_MESSAGES.tooLarge);
  const uploaded = new Uint8Array(await file.arrayBuffer());
  const [{ fileTypeFromBuffer }, { default: sharp }] = await imageTools();
  const type = await fileTypeFromBuffer(uploaded);
  const kind = IMAGE_TYPES.find((mime) => mime === type?.mime);
  if (!type || !kind) throw new AppError(415, IMAGE_MESSAGES.notAnImage);
  // Decoding is bounded by the 5 MB cap above and by the pixels of every frame, read from the
  // header before anything is decoded (a decompression bomb declares a huge canvas).
  const header = await sharp(uploaded, { limitInputPixels: false }) // the header only: checked below
    .metadata()
    .catch(() => null);
  if (!header) throw new AppError(400, UNREADABLE_IMAGE);
  if (header.width * header.height * (header.pages ?? 1) > MAX_PIXELS)
    throw new AppError(400, TOO_MANY_PIXELS);
  const decoded = sharp(uploaded, { limitInputPixels: MAX_PIXELS, animated: true }).rotate();
  try {
    const [image, thumbnail] = await Promise.all([
      REENCODE[kind](decoded.clone()).toBuffer(),
      decoded
        .clone()
        .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { image, thumbnail, contentType: kind, ext: type.ext };
  } catch {
    // Right magic number and header, broken picture.
    throw new AppError(400, UNREADABLE_IMAGE);
  }
}

/** The address the app serves a stored image at (library.routes.ts, GET /api/library/images/:file). */
export const imageUrlOf = (key: string) => `/api/library/images/${path.posix.basename(key)}`;
export const thumbnailKeyOf = (key: string) => key.replace(/\.[a-z0-9]+$/, '.thumb.webp');
export const storageKeyOf = (file: string) => `${FOLDER}/${file}`;

/** Stores the re-encoded image and its thumbnail, both or neither. */
export async function saveImage(storage: Storage, image: PreparedImage): Promise<LibraryImage> {
  const key = `${FOLDER}/${Date.now()}-${randomBytes(6).toString('hex')}.${image.ext}`;
  try {
    await storage.put(key, image.image, image.contentType);
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
