import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError, snapshotDatabase } from '../../../../test/api-helpers';
import { fakeImageFile, imageFile, libraryForm, pngBytes, storedImages } from '../../../../test/images';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { MAX_IMAGE_BYTES } from '../../../shared/constants';
import { addLibraryItem } from '../../seed/content-factories';
import { UNREADABLE_IMAGE } from './library-image';

// The add/edit form is multipart (it carries the image), so bad-input.api.test.ts leaves these
// two routes to this file: every refusal is a 4xx in Portuguese, with nothing stored.

let t: TestApp;
let admin: string | undefined;
let editUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.as('admin')).cookie;
  editUrl = `/api/admin/library/${(await addLibraryItem(t.db)).id}`;
});
afterAll(() => t.close());

const FIELDS = { name: 'Pack', fileUrl: 'https://downloads.example.com/pack.zip' };
const ROUTES = [
  ['POST', () => '/api/admin/library'],
  ['PUT', () => editUrl],
] as const;

async function expectRefused(send: () => Response | Promise<Response>, status: number, message?: string) {
  const before = await snapshotDatabase(t);
  const files = storedImages(t);
  const res = await send();
  expect(res.status).toBe(status);
  const body = await res.json();
  expectPortugueseError(body);
  if (message) expect(body.message).toBe(message);
  expect(await snapshotDatabase(t)).toEqual(before);
  expect(storedImages(t)).toEqual(files);
}

describe.each(ROUTES)('%s the library form', (method, url) => {
  const send = (body: BodyInit, contentType?: string) =>
    t.request(url(), {
      method,
      body,
      cookie: admin,
      headers: contentType ? { 'content-type': contentType } : undefined,
    });

  it.each([
    ['JSON', JSON.stringify(FIELDS), 'application/json'],
    ['text', 'name=Pack', 'text/plain'],
    ['a form-encoded body', new URLSearchParams(FIELDS).toString(), 'application/x-www-form-urlencoded'],
    ['a malformed multipart body', '--xyz\r\nlixo', 'multipart/form-data; boundary=xyz'],
    ['a multipart body without a boundary', 'lixo', 'multipart/form-data'],
  ])('refuses %s', (_, body, type) => expectRefused(() => send(body, type), 400));

  it.each([
    [{ name: '' }, 'O nome do item é obrigatório.'],
    [{ fileUrl: 'nao-e-link' }, 'Por favor, insira um link válido.'],
    [{ name: 'x'.repeat(201) }, 'O nome deve ter no máximo 200 caracteres.'],
    [{ name: 'a\u0000b' }, 'O texto contém caracteres inválidos.'],
    // Links a URL parser accepts (it encodes a NUL, drops a trailing one) but PostgreSQL cannot
    // store.
    [{ fileUrl: 'https://downloads.example.com/pa\u0000ck.zip' }, 'Por favor, insira um link válido.'],
    [{ fileUrl: `${FIELDS.fileUrl}\u0000` }, 'Por favor, insira um link válido.'],
    [{ fileUrl: `${FIELDS.fileUrl}\u001b` }, 'Por favor, insira um link válido.'],
    [{ description: 'a\u0000b' }, 'A descrição contém caracteres inválidos.'],
    [{ description: 'x'.repeat(2001) }, 'A descrição deve ter no máximo 2000 caracteres.'],
    [{ isActive: 'talvez' }, 'Informe se o item está ativo.'],
  ])('refuses %o', (change, message) =>
    expectRefused(() => send(libraryForm({ ...FIELDS, ...change })), 400, message),
  );

  it('refuses a missing name or link', async () => {
    await expectRefused(
      () => send(libraryForm({ fileUrl: FIELDS.fileUrl })),
      400,
      'O nome do item é obrigatório.',
    );
    await expectRefused(() => send(libraryForm({ name: 'Pack' })), 400, 'O link de download é obrigatório.');
  });

  it('refuses an unknown field', () =>
    expectRefused(() => send(libraryForm({ ...FIELDS, role: 'admin' })), 400));

  it('refuses an image sent as text', () =>
    expectRefused(() => send(libraryForm({ ...FIELDS, image: 'capa.png' })), 400));

  it.each([
    ['text with an image name', () => fakeImageFile('capa.png')],
    [
      'an SVG (scripts inside)',
      () =>
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'a.svg', {
          type: 'image/svg+xml',
        }),
    ],
    [
      'a PDF renamed .jpg',
      () => new File(['%PDF-1.7\n%âãÏÓ\n1 0 obj\n'], 'foto.jpg', { type: 'image/jpeg' }),
    ],
  ])('refuses %s with a message, storing nothing', async (_, file) =>
    expectRefused(
      async () => send(libraryForm(FIELDS, await file())),
      415,
      'O arquivo selecionado não é uma imagem válida (use JPG, PNG, WEBP ou GIF).',
    ),
  );

  it('refuses a truncated PNG (an image signature, no picture) with 400, storing nothing', async () => {
    const cut = new File([(await pngBytes(64, 64)).slice(0, 40)], 'corte.png', { type: 'image/png' });
    await expectRefused(() => send(libraryForm(FIELDS, cut)), 400, UNREADABLE_IMAGE);
  });

  it('refuses a 50 MB file before reading it, storing nothing', () =>
    expectRefused(
      () =>
        send(
          libraryForm(
            FIELDS,
            new File([new Uint8Array(50 * 1024 * 1024)], 'enorme.png', { type: 'image/png' }),
          ),
        ),
      413,
      'A imagem deve ter no máximo 5 MB.',
    ));

  it('refuses an image just over 5 MB, storing nothing', async () => {
    const png = await pngBytes(16, 16);
    const padded = new Uint8Array(MAX_IMAGE_BYTES + 1);
    padded.set(png);
    await expectRefused(
      () => send(libraryForm(FIELDS, new File([padded], 'quase.png', { type: 'image/png' }))),
      413,
      'A imagem deve ter no máximo 5 MB.',
    );
  });

  it('stores SQL and HTML in the name verbatim', async () => {
    const name = `<img src=x onerror=alert(1)> O'Brien'; drop table library_items; --`;
    const res = await send(libraryForm({ ...FIELDS, name }, await imageFile()));
    expect(res.status).toBeLessThan(300);
    expect((await res.json()).item.name).toBe(name);
  });
});
