import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { libraryForm, pngBytes } from '../../../../test/images';
import { startS3Server } from '../../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { storageKeyOf, UNREADABLE_IMAGE } from './library-image';

// Every upload is decoded and written afresh before it is stored, so what was sent
// (EXIF with GPS and author, bytes hidden after the picture) never reaches storage nor a reader.
// Both stores: the re-encoding happens before either sees a byte.

const FIELDS = { name: 'Pack com imagem', fileUrl: 'https://downloads.example.com/imagem.zip' };
const HTML = '<html><script>alert(document.cookie)</script></html>';

/** A phone photo: 60×20 pixels stored sideways (EXIF orientation 6), with GPS and author. */
const phonePhoto = async () =>
  sharp({ create: { width: 60, height: 20, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: 'Fulana de Tal', Copyright: 'Fulana' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .toBuffer();

/** A tiny PNG whose header claims a huge canvas (IHDR rewritten, its CRC recomputed). */
async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(await pngBytes(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

describe.each(['local', 's3'])('uploads on %s storage', (kind) => {
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let t: TestApp;
  let admin: string | undefined;
  let subscriber: string | undefined;
  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    t = await createTestApp(s3?.env ?? {});
    admin = (await t.as('admin')).cookie;
    subscriber = (await t.as('subscriber')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const upload = (bytes: Uint8Array, name: string, type: string) =>
    t.api(admin).admin.library.$post(undefined, {
      init: { body: libraryForm(FIELDS, new File([new Uint8Array(bytes)], name, { type })) },
    });
  /** The stored file and the one a member's browser gets: the same bytes, checked both ways. */
  const storedAndServed = async (res: Awaited<ReturnType<typeof upload>>) => {
    const { item } = await bodyAt(res, 201);
    expect(t.deps.storage.kind).toBe(kind);
    const stored = await t.deps.storage.get(storageKeyOf(item.imageUrl?.split('/').at(-1) ?? ''));
    const served = await t.request(item.imageUrl ?? '', { cookie: subscriber });
    expect(served.status).toBe(200);
    const body = new Uint8Array(await served.arrayBuffer());
    expect(body).toEqual(stored?.body);
    return { body, contentType: served.headers.get('content-type') };
  };

  it('strips EXIF (GPS, author) from a JPEG and turns it upright', async () => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: 60, height: 20 });
    expect(contains(photo, 'Fulana de Tal')).toBe(true);

    const { body, contentType } = await storedAndServed(await upload(photo, 'foto.jpg', 'image/jpeg'));
    expect(contentType).toBe('image/jpeg');
    const kept = await sharp(body).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 60 }); // upright now
    expect(kept.orientation).toBeUndefined();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    expect(contains(body, 'Fulana')).toBe(false);
  });

  it('keeps nothing of HTML hidden after a PNG (a polyglot)', async () => {
    const png = await pngBytes(32, 16);
    const polyglot = Buffer.concat([png, Buffer.from(HTML)]);
    const { body, contentType } = await storedAndServed(await upload(polyglot, 'capa.png', 'image/png'));
    expect(contentType).toBe('image/png');
    expect(contains(body, '<html')).toBe(false);
    expect(contains(body, 'script')).toBe(false);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 32, height: 16 });
  });

  it('re-encodes WebP and GIF as their own kind', async () => {
    const solid = sharp({ create: { width: 24, height: 12, channels: 4, background: '#2a6' } });
    for (const [format, mime] of [
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const) {
      const sent = Buffer.concat([await solid.clone().toFormat(format).toBuffer(), Buffer.from(HTML)]);
      const { body, contentType } = await storedAndServed(await upload(sent, `capa.${format}`, mime));
      expect(contentType).toBe(mime);
      expect((await sharp(body).metadata()).format).toBe(format);
      expect(contains(body, '<html')).toBe(false);
    }
  });

  it('refuses a picture that cannot be decoded with 400 in Portuguese, storing nothing', async () => {
    const png = await pngBytes(64, 64);
    const broken = png.slice(0, png.length - 30); // the signature is right, the picture is cut
    const res = await upload(broken, 'quebrada.png', 'image/png');
    const body = await errorAt(res, 400);
    expectPortugueseError(body);
    expect(body.message).toBe(UNREADABLE_IMAGE);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    for (const [width, height] of [
      [8000, 6000],
      [50_000, 50_000],
    ] as const) {
      const res = await upload(await pngDeclaring(width, height), 'bomba.png', 'image/png');
      expect((await errorAt(res, 400)).message).toBe('A imagem é grande demais: no máximo 40 megapixels.');
    }
  });
});
