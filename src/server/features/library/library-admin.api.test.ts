import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectPortugueseError, snapshotDatabase } from '../../../../test/api-helpers';
import { imageFile, libraryForm, storedImages } from '../../../../test/images';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { addLibraryItem } from '../../seed/content-factories';

let t: TestApp;
let admin: string | undefined;
let subscriber: string | undefined;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.as('admin')).cookie;
  subscriber = (await t.as('subscriber')).cookie;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const FIELDS = {
  name: 'Pack de Mockups',
  description: 'Mockups em alta resolução.',
  fileUrl: 'https://downloads.example.com/mockups.zip',
};
const adminLibrary = () => t.api(admin).admin.library;
// The form (fields and image) is multipart, read by the route itself: sent as the request's body.
const create = (form: FormData) => adminLibrary().$post(undefined, { init: { body: form } });
const edit = (id: string, form: FormData) =>
  adminLibrary()[':id'].$put({ param: { id } }, { init: { body: form } });
const createdItem = async (form: FormData) => (await bodyAt(await create(form), 201)).item;
const memberSees = async (id: string) =>
  (await t.api(subscriber).library[':id'].$get({ param: { id } })).status === 200;
// Image addresses are what the API hands out, fetched as the browser's <img> would.
const fetchImage = (url: string | null) => t.request(url ?? '', { cookie: subscriber });
const fileNameOf = (url: string | null) => url?.split('/').at(-1) ?? '';
const listPage = async (query: { page?: string; search?: string } = {}) =>
  bodyAt(await adminLibrary().$get({ query }), 200);

describe('adding an item', () => {
  it('stores the image and a thumbnail, and members see the item', async () => {
    const before = storedImages(t);
    const res = await create(libraryForm(FIELDS, await imageFile('capa.png', 1600, 900)));
    const body = await bodyAt(res, 201);
    expect(body.message).toBe('Item adicionado com sucesso!');
    expect(body.warning).toBeUndefined();
    const { item } = body;
    expect(item).toMatchObject({ ...FIELDS, isActive: true, downloadsCount: 0, fileSize: null });
    // Stored as images/{timestamp-random.ext}, the extension from the bytes.
    expect(item.imageUrl).toMatch(/^\/api\/library\/images\/\d{13}-[0-9a-f]{12}\.png$/);
    expect(item.thumbnailUrl).toBe(item.imageUrl?.replace('.png', '.thumb.webp'));
    const added = storedImages(t).filter((f) => !before.includes(f));
    expect(added).toHaveLength(2);

    expect(await memberSees(item.id)).toBe(true);
    const original = await fetchImage(item.imageUrl);
    const thumbnail = await fetchImage(item.thumbnailUrl);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const thumbBytes = (await thumbnail.arrayBuffer()).byteLength;
    expect(thumbBytes).toBeGreaterThan(0);
    expect(thumbBytes).toBeLessThan((await original.arrayBuffer()).byteLength);
  });

  it('adds an item without an image; an empty description is stored as null', async () => {
    const res = await create(libraryForm({ ...FIELDS, description: '   ' }));
    const { item } = await bodyAt(res, 201);
    expect(item).toMatchObject({ description: null, imageUrl: null, thumbnailUrl: null });
  });

  it('adds an inactive item that members never see', async () => {
    const item = await createdItem(libraryForm({ ...FIELDS, isActive: 'false' }));
    expect(item.isActive).toBe(false);
    expect(await memberSees(item.id)).toBe(false);
  });

  it.each([
    [{ name: '' }, 'O nome do item é obrigatório.'],
    [{ name: '   ' }, 'O nome do item é obrigatório.'],
    [{ fileUrl: '' }, 'O link de download é obrigatório.'],
    [{ fileUrl: 'arquivo.zip' }, 'Por favor, insira um link válido.'],
    [{ fileUrl: 'javascript:alert(1)' }, 'Por favor, insira um link válido.'],
    [{ fileUrl: 'ftp://downloads.example.com/a.zip' }, 'Por favor, insira um link válido.'],
  ])('refuses %o with the field’s message and stores nothing', async (change, message) => {
    const before = await snapshotDatabase(t);
    const files = storedImages(t);
    const res = await create(libraryForm({ ...FIELDS, ...change }, await imageFile()));
    const body = await errorAt(res, 400);
    expect(body.message).toBe(message);
    expect(body.issues?.[0]?.path).toBe(Object.keys(change)[0]);
    expect(await snapshotDatabase(t)).toEqual(before);
    expect(storedImages(t)).toEqual(files);
  });
});

describe('when the storage fails (the save goes on without the image)', () => {
  it('adds the item without an image, says so, and leaves no half-stored file', async () => {
    const files = storedImages(t);
    // The original is written, then the thumbnail fails: the original must not stay behind.
    const put = t.deps.storage.put.bind(t.deps.storage);
    vi.spyOn(t.deps.storage, 'put').mockImplementation(async (key, body, type) => {
      if (key.includes('.thumb.')) throw new Error('disco cheio');
      return put(key, body, type);
    });
    const res = await create(libraryForm(FIELDS, await imageFile()));
    const body = await bodyAt(res, 201);
    expect(body.item.imageUrl).toBeNull();
    expect(body.warning).toBe('Não foi possível enviar a imagem; o item foi salvo sem ela.');
    expectPortugueseError({ message: body.warning });
    expect(storedImages(t)).toEqual(files);
  });

  it('keeps the previous image on edit', async () => {
    const item = await createdItem(libraryForm(FIELDS, await imageFile()));
    vi.spyOn(t.deps.storage, 'put').mockRejectedValue(new Error('sem conexão'));
    const res = await edit(
      item.id,
      libraryForm({ ...FIELDS, name: 'Renomeado' }, await imageFile('outra.png')),
    );
    const body = await bodyAt(res, 200);
    expect(body.item).toMatchObject({ name: 'Renomeado', imageUrl: item.imageUrl });
    expect(body.warning).toBe('Não foi possível enviar a nova imagem; a imagem anterior foi mantida.');
  });
});

describe('when the storage is down (decision 026: refused, nothing written)', () => {
  const storageDown = () =>
    vi
      .spyOn(t.deps.storage, 'put')
      .mockRejectedValue(new AppError(503, MESSAGES.storageUnavailable, 'storage_unavailable'));

  it('answers 503 in Portuguese to an add and writes neither row nor file', async () => {
    const before = await snapshotDatabase(t);
    const files = storedImages(t);
    storageDown();
    const body = await errorAt(await create(libraryForm(FIELDS, await imageFile())), 503);
    expect(body.message).toBe(
      'O armazenamento de arquivos está temporariamente indisponível. Tente novamente em alguns segundos.',
    );
    expect(await snapshotDatabase(t)).toEqual(before);
    expect(storedImages(t)).toEqual(files);
  });

  it('answers 503 to an edit with a new image and leaves the item as it was', async () => {
    const item = await createdItem(libraryForm(FIELDS, await imageFile()));
    const before = await snapshotDatabase(t);
    storageDown();
    const res = await edit(
      item.id,
      libraryForm({ ...FIELDS, name: 'Renomeado' }, await imageFile('outra.png')),
    );
    await errorAt(res, 503);
    expect(await snapshotDatabase(t)).toEqual(before);
  });
});

describe('editing an item', () => {
  it('changes the fields and keeps the image when none is sent', async () => {
    const item = await createdItem(libraryForm(FIELDS, await imageFile()));
    const res = await edit(
      item.id,
      libraryForm({
        name: 'Novo nome',
        description: '',
        fileUrl: 'https://downloads.example.com/v2.zip',
        isActive: 'true',
      }),
    );
    const body = await bodyAt(res, 200);
    expect(body.message).toBe('Item atualizado com sucesso!');
    expect(body.item).toMatchObject({
      id: item.id,
      name: 'Novo nome',
      description: null,
      fileUrl: 'https://downloads.example.com/v2.zip',
      imageUrl: item.imageUrl,
    });
  });

  it('replaces the image and removes the old files', async () => {
    const item = await createdItem(libraryForm(FIELDS, await imageFile()));
    const oldFile = fileNameOf(item.imageUrl);
    expect(storedImages(t)).toContain(oldFile);
    const { item: after } = await bodyAt(
      await edit(item.id, libraryForm(FIELDS, await imageFile('nova.png'))),
      200,
    );
    expect(after.imageUrl).not.toBe(item.imageUrl);
    const files = storedImages(t);
    expect(files).not.toContain(oldFile);
    expect(files).not.toContain(oldFile.replace('.png', '.thumb.webp'));
    expect(files).toContain(fileNameOf(after.imageUrl));
  });

  it('answers Item não encontrado for a missing id and stores no image', async () => {
    const files = storedImages(t);
    const missing = '00000000-0000-0000-0000-000000000000';
    for (const res of [
      await edit(missing, libraryForm(FIELDS, await imageFile())),
      await adminLibrary()[':id'].$get({ param: { id: missing } }),
      await adminLibrary()[':id'].$delete({ param: { id: missing } }),
      await adminLibrary()[':id'].status.$patch({ param: { id: missing }, json: { isActive: true } }),
    ]) {
      expect((await errorAt(res, 404)).message).toBe('Item não encontrado.');
    }
    expect(storedImages(t)).toEqual(files);
  });
});

describe('status and deletion', () => {
  it('toggling inactive hides the item from members; active shows it again', async () => {
    const item = await addLibraryItem(t.db);
    const toggle = async (isActive: boolean) =>
      (await adminLibrary()[':id'].status.$patch({ param: { id: item.id }, json: { isActive } })).json();
    expect((await toggle(false)).message).toBe('Item desativado com sucesso.');
    expect(await memberSees(item.id)).toBe(false);
    expect((await toggle(true)).message).toBe('Item ativado com sucesso.');
    expect(await memberSees(item.id)).toBe(true);
  });

  it('deletes the row and its files', async () => {
    const item = await createdItem(libraryForm(FIELDS, await imageFile()));
    const file = fileNameOf(item.imageUrl);
    const res = await adminLibrary()[':id'].$delete({ param: { id: item.id } });
    expect((await bodyAt(res, 200)).message).toBe('Item excluído com sucesso.');
    expect(storedImages(t).filter((f) => f.startsWith(file.split('.')[0] ?? ''))).toEqual([]);
    expect((await adminLibrary()[':id'].$get({ param: { id: item.id } })).status).toBe(404);
    expect((await fetchImage(item.imageUrl)).status).toBe(404);
  });
});

describe('the admin list (paged by 10, newest first, name filter, total)', () => {
  beforeAll(async () => {
    await t.db.deleteFrom('library_items').execute();
    const names = ['Edição de Vídeo', 'EDIÇÃO de fotos', 'Presets de cor', 'Fontes 100%', 'Ícones_novos'];
    for (let i = 0; i < 25; i++)
      await addLibraryItem(t.db, {
        name: `${names[i % names.length]} ${i}`,
        isActive: i % 4 !== 0,
        createdAt: new Date(Date.now() - i * 60_000),
      });
  });

  it('counts every item, active or not, and pages them newest first', async () => {
    const first = await listPage();
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 3 });
    expect(first.items.map((i) => i.name.split(' ').at(-1))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(first.items.some((i) => !i.isActive)).toBe(true);
    const third = await listPage({ page: '3' });
    expect(third.items.map((i) => i.name.split(' ').at(-1))).toEqual(['20', '21', '22', '23', '24']);
    expect((await listPage({ page: '9' })).items).toEqual([]);
  });

  it.each([
    ['edição', 10],
    ['EDICAO', 10],
    ['ed', 10],
    ['vídeo', 5],
    ['100%', 5],
    ['_novos', 5],
    ['%', 5],
    ['_', 5],
    ['nada disso', 0],
  ])('searches names containing %s, ignoring case and accents', async (search, total) => {
    const page = await listPage({ search });
    expect(page.total).toBe(total);
    expect(page.items).toHaveLength(Math.min(total, 10));
  });

  it.each(['?page=0', '?page=-1', '?page=abc', `?search=${'x'.repeat(101)}`, '?search=a%00b', '?outro=1'])(
    'refuses %s in Portuguese',
    async (query) => {
      // Raw query strings (an unknown key among them), as a hand-edited URL would send them.
      const res = await t.request(`/api/admin/library${query}`, { cookie: admin });
      expectPortugueseError(await errorAt(res, 400));
    },
  );
});
