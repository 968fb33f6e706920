import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { pngBytes } from '../../../../test/images';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { LIBRARY_GRID_PAGE_SIZE } from '../../../shared/constants';
import type { LibraryItemView } from '../../../shared/schemas/library';

import { addLibraryItem } from '../../seed/content-factories';

let t: TestApp;
let subscriber: string | undefined;
beforeAll(async () => {
  t = await createTestApp();
  subscriber = (await t.as('subscriber')).cookie;
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const library = () => t.api(subscriber).library;
const itemById = (id: string) => library()[':id'].$get({ param: { id } });
const download = (id: string) => library()[':id'].download.$post({ param: { id } });
const image = (file: string) => library().images[':file'].$get({ param: { file } });
const countOf = async (id: string) =>
  (
    await t.db
      .selectFrom('library_items')
      .select('downloads_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).downloads_count;

async function wholeGrid() {
  const items: LibraryItemView[] = [];
  let cursor: string | null = null;
  do {
    const res = await library().$get({ query: cursor ? { cursor } : {} });
    const body = await bodyAt(res, 200);
    expect(body.items.length).toBeLessThanOrEqual(LIBRARY_GRID_PAGE_SIZE);
    items.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

describe('the member grid (/biblioteca)', () => {
  beforeAll(async () => {
    await t.db.deleteFrom('library_items').execute();
    // 30 active items (two pages), some created in the same millisecond, and 5 inactive ones.
    const sameInstant = minutesAgo(500);
    for (let i = 0; i < 30; i++)
      await addLibraryItem(t.db, {
        name: `Ativo ${i}`,
        createdAt: i % 3 === 0 ? sameInstant : minutesAgo(i),
      });
    for (let i = 0; i < 5; i++) await addLibraryItem(t.db, { name: `Inativo ${i}`, isActive: false });
  });

  it('lists only active items, newest first, every one exactly once across pages', async () => {
    const items = await wholeGrid();
    expect(items).toHaveLength(30);
    expect(new Set(items.map((i) => i.id)).size).toBe(30);
    expect(items.every((i) => i.name.startsWith('Ativo'))).toBe(true);
    const times = items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers the first page with a cursor to the next', async () => {
    const body = await bodyAt(await library().$get({ query: {} }), 200);
    expect(body.items).toHaveLength(LIBRARY_GRID_PAGE_SIZE);
    expect(body.nextCursor).toMatch(/^[\w-]+$/);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      name: 'Ativo 1',
      description: null,
      fileUrl: expect.stringMatching(/^https:\/\/downloads\.example\.com\//),
      imageUrl: null,
      thumbnailUrl: null,
      downloadsCount: 0,
      fileSize: null,
      createdAt: expect.any(String),
    });
  });

  it.each(['bad', 'ZmFsc28', `${'a'.repeat(201)}`, '../../etc'])(
    'refuses the cursor %s in Portuguese',
    async (cursor) => {
      const res = await library().$get({ query: { cursor } });
      expectPortugueseError(await errorAt(res, 400));
    },
  );

  // A date PostgreSQL cannot hold (before 4713 BC) was a 500 there; one past 9999 sorts wrong on
  // SQLite's text dates. Both are refused like any other foreign cursor.
  it.each(['-000001-01-01T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '+010000-01-01T00:00:00.000Z'])(
    'refuses a cursor dated %s, outside what the engines store, with 400 in Portuguese',
    async (iso) => {
      const cursor = Buffer.from(`${iso}|3f2b8c1e-8a4b-4c7d-9e0f-1a2b3c4d5e6f`).toString('base64url');
      const res = await library().$get({ query: { cursor } });
      expect((await errorAt(res, 400)).message).toBe('Posição inválida.');
    },
  );

  it('never shows an inactive item by id', async () => {
    const inactive = await addLibraryItem(t.db, { isActive: false });
    const res = await itemById(inactive.id);
    expect((await errorAt(res, 404)).message).toBe('Item não encontrado.');
    const active = await addLibraryItem(t.db, { name: 'Visível' });
    expect((await bodyAt(await itemById(active.id), 200)).item.name).toBe('Visível');
  });
});

describe('downloads (counted by the server)', () => {
  it('counts one download and answers the file address', async () => {
    const item = await addLibraryItem(t.db, {
      fileUrl: 'https://arquivos.example.com/pack.zip',
      downloadsCount: 7,
    });
    const res = await download(item.id);
    expect(await bodyAt(res, 200)).toEqual({
      fileUrl: 'https://arquivos.example.com/pack.zip',
      downloadsCount: 8,
    });
    expect(await countOf(item.id)).toBe(8);
  });

  it('loses no count when 100 members download the same item at once', async () => {
    const item = await addLibraryItem(t.db);
    const answers = await Promise.all(Array.from({ length: 100 }, () => download(item.id)));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
    const counts = await Promise.all(answers.map(async (r) => (await bodyAt(r, 200)).downloadsCount));
    // Each download saw its own count: 1..100, none repeated.
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await countOf(item.id)).toBe(100);
  });

  it('refuses an inactive or missing item and counts nothing', async () => {
    const inactive = await addLibraryItem(t.db, { isActive: false, downloadsCount: 3 });
    for (const id of [inactive.id, '00000000-0000-0000-0000-000000000000']) {
      const res = await download(id);
      expect((await errorAt(res, 404)).message).toBe('Item não encontrado.');
    }
    expect(await countOf(inactive.id)).toBe(3);
  });
});

describe('stored images', () => {
  it('are served with their type and a year of private cache', async () => {
    const bytes = await pngBytes(8, 8);
    await t.deps.storage.put('library-files/images/1700000000000-abcdef.png', bytes, 'image/png');
    const res = await image('1700000000000-abcdef.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  // Names the route's pattern let through but the storage refuses (a 500 before).
  const refusedByStorage = ['_x.png', '-x.png', '_x.thumb.webp', `${'x'.repeat(160)}.png`];
  it.each(['nao-existe.png', '..%2F..%2Fhub.sqlite', '.app-secret', 'a%00b.png', ...refusedByStorage])(
    'answer 404 for %s',
    async (file) => {
      // The client puts the name in the path as given: these encoded ones reach the router raw.
      const res = await image(file);
      expectPortugueseError(await errorAt(res, 404));
    },
  );
});
