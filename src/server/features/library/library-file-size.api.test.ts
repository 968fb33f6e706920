import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryForm } from '../../../../test/images';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt } from '../../../../test/typed-body';

// A library item's size, read from its download link when the admin saves it
// (docs/product.md#library-and-trainings): a HEAD in the background, never holding the save.

let t: TestApp;
let admin: string | undefined;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.as('admin')).cookie;
});
afterAll(() => t.close());

const adminLibrary = () => t.api(admin).admin.library;
const fields = (fileUrl: string) => ({ name: 'Pack de Fontes', description: 'Fontes.', fileUrl });
const sizeOf = async (id: string) =>
  (await bodyAt(await adminLibrary()[':id'].$get({ param: { id } }), 200)).item.fileSize;

/** The link's server: each URL's Content-Length, or no answer until `release` is called. */
function linkServer(sizes: Record<string, number>) {
  const heads: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  t.deps.fetchLink = async (input, init) => {
    const url = String(input);
    heads.push(`${init?.method} ${url}`);
    const size = sizes[url];
    if (size === undefined) {
      await held;
      return new Response(null, { status: 404 });
    }
    return new Response(null, { status: 200, headers: { 'content-length': String(size) } });
  };
  return { heads, release };
}

describe('library file size from the download link', () => {
  it('is read with a HEAD after the save and shown once known', async () => {
    const url = 'https://downloads.example.com/fontes.zip';
    const server = linkServer({ [url]: 5_242_880 });
    const form = libraryForm(fields(url));
    const { item } = await bodyAt(await adminLibrary().$post(undefined, { init: { body: form } }), 201);
    await expect.poll(() => sizeOf(item.id)).toBe(5_242_880);
    expect(server.heads).toEqual([`HEAD ${url}`]);
  });

  it('never holds the save while the link does not answer, and stays unknown when it fails', async () => {
    const url = 'https://downloads.example.com/lento.zip';
    const server = linkServer({});
    const form = libraryForm(fields(url));
    // The link has not answered (it answers only on release), yet the save is done.
    const { item } = await bodyAt(await adminLibrary().$post(undefined, { init: { body: form } }), 201);
    expect(item.fileSize).toBeNull();
    expect(server.heads).toEqual([`HEAD ${url}`]);
    server.release();
    expect(await sizeOf(item.id)).toBeNull();
  });

  it('reads the size again when the link changes', async () => {
    const first = 'https://downloads.example.com/v1.zip';
    const second = 'https://downloads.example.com/v2.zip';
    linkServer({ [first]: 1000, [second]: 2000 });
    const created = await adminLibrary().$post(undefined, { init: { body: libraryForm(fields(first)) } });
    const { item } = await bodyAt(created, 201);
    await expect.poll(() => sizeOf(item.id)).toBe(1000);
    await bodyAt(
      await adminLibrary()[':id'].$put(
        { param: { id: item.id } },
        { init: { body: libraryForm(fields(second)) } },
      ),
      200,
    );
    await expect.poll(() => sizeOf(item.id)).toBe(2000);
  });
});
