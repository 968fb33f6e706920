import { afterAll, beforeAll, expect, it } from 'vitest';
import { imageFile, libraryForm, storedImages } from '../../../../test/images';
import { startS3Server } from '../../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt } from '../../../../test/typed-body';
import { storageKeyOf, thumbnailKeyOf } from './library-image';

// With S3_* set (docs/product.md#operations), images live in the object store, shared by every app
// node. Run against a real S3-compatible server (s3rver), not a mock.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let admin: string | undefined;
let subscriber: string | undefined;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
  admin = (await t.as('admin')).cookie;
  subscriber = (await t.as('subscriber')).cookie;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const FIELDS = { name: 'Pack no S3', fileUrl: 'https://downloads.example.com/s3.zip' };
const keyOf = (url: string) => storageKeyOf(url.split('/').at(-1) ?? '');

it('stores, serves, replaces and deletes item images in the bucket, nothing on local disk', async () => {
  expect(t.deps.storage.kind).toBe('s3');
  const library = t.api(admin).admin.library;
  // The multipart form is read by the route itself: sent as the request's body.
  const created = await library.$post(undefined, {
    init: { body: libraryForm(FIELDS, await imageFile()) },
  });
  const { item } = await bodyAt(created, 201);
  const key = keyOf(item.imageUrl ?? '');
  expect(await t.deps.storage.get(key)).toMatchObject({ contentType: 'image/png' });
  expect(await t.deps.storage.get(thumbnailKeyOf(key))).toMatchObject({ contentType: 'image/webp' });
  expect(storedImages(t)).toEqual([]);

  // The address the API handed out, fetched as the browser's <img> would.
  const served = await t.request(item.thumbnailUrl ?? '', { cookie: subscriber });
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');

  const edited = await library[':id'].$put(
    { param: { id: item.id } },
    { init: { body: libraryForm(FIELDS, await imageFile('nova.png')) } },
  );
  const after = (await bodyAt(edited, 200)).item;
  expect(await t.deps.storage.get(key)).toBeNull();
  const newKey = keyOf(after.imageUrl ?? '');
  expect(await t.deps.storage.get(newKey)).not.toBeNull();

  await library[':id'].$delete({ param: { id: item.id } });
  expect(await t.deps.storage.get(newKey)).toBeNull();
  expect(await t.deps.storage.get(thumbnailKeyOf(newKey))).toBeNull();
});
