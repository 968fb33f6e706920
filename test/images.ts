import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app';

/** A real PNG picture of the given size (a gradient-free solid colour compresses to a few hundred bytes). */
export async function pngBytes(width = 1200, height = 800) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

export const imageFile = async (name = 'capa.png', width?: number, height?: number) =>
  new File([await pngBytes(width, height)], name, { type: 'image/png' });

/** Text wearing an image's name and declared type: only its bytes give it away. */
export const fakeImageFile = (name = 'capa.png') =>
  new File(['<html><script>alert(1)</script></html>'], name, { type: 'image/png' });

/** The library's add/edit form as a browser would post it. */
export function libraryForm(fields: Record<string, string>, image?: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', image);
  return form;
}

/** The files the local storage holds under library-files/images, sorted (none: empty). */
export function storedImages(t: TestApp) {
  const folder = path.join(t.deps.env.DATA_DIR, 'storage/library-files/images');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}
