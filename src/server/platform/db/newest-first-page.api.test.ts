import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt } from '../../../../test/typed-body';
import { addLibraryItem, addTraining, libraryItemRow } from '../../seed/content-factories';
import { placeAnchors } from './newest-first-page';
import { normalizeSearchText } from './text-search';

// Decision 012: the library and trainings lists count from counters, start deep pages from
// anchors, and search through two paths (a LIKE walk for dense matches, the trigram index for
// sparse ones). Whatever path answers, every page must be what the plain query gives: all rows
// sorted newest first, filtered in JavaScript. Checked after the admin's writes have moved the
// counters and the anchors (placed every 7 rows here, so these few rows have many).

let t: TestApp;
let admin: string | undefined;
let member: string | undefined;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.as('admin')).cookie;
  member = (await t.as('subscriber')).cookie;
  await t.db.deleteFrom('trainings').execute();
  await t.db.deleteFrom('library_items').execute();
  const base = Date.now() - 86_400_000;
  // Three rows share each instant, so the id tie-breaker matters; one in seven is inactive.
  const at = (i: number) => new Date(base - Math.floor(i / 3) * 60_000);
  for (let i = 0; i < 157; i++)
    await addTraining(t.db, {
      title: `Aula ${i}: ${SUBJECTS[i % SUBJECTS.length]}${i % 37 === 0 ? ' raro' : ''}`,
      isActive: i % 7 !== 3,
      createdAt: at(i),
    });
  for (let i = 0; i < 83; i++)
    await addLibraryItem(t.db, {
      name: `${SUBJECTS[i % SUBJECTS.length]} pacote ${i}${i % 29 === 0 ? ' raro' : ''}`,
      isActive: i % 5 !== 2,
      createdAt: at(i),
    });
  for (const list of ['trainings', 'library_items'] as const)
    for (const activeOnly of [false, true])
      await placeAnchors({ db: t.db, query: { list, activeOnly }, spacing: 7 });
  await adminWrites();
});
afterAll(() => t.close());

const SUBJECTS = ['Edição de vídeo', 'Roteiro', 'ÁUDIO limpo', 'Design com IA', 'Pesquisa'];
type List = 'trainings' | 'library_items';
type PageQuery = { page?: string; search?: string };

/** The three paged lists by their path, each read through the typed client by its reader. */
const LISTS = {
  '/api/trainings': (query: PageQuery) => t.api(member).trainings.$get({ query }),
  '/api/admin/trainings': (query: PageQuery) => t.api(admin).admin.trainings.$get({ query }),
  '/api/admin/library': (query: PageQuery) => t.api(admin).admin.library.$get({ query }),
};
type ListPath = keyof typeof LISTS;
const pageOf = async (path: ListPath, query: PageQuery) => bodyAt(await LISTS[path](query), 200);

const ids = (list: List) =>
  t.db.selectFrom(list).select('id').orderBy('created_at', 'desc').orderBy('id', 'desc');

/** Status changes both ways, deletions and additions through the admin API. */
async function adminWrites() {
  const api = t.api(admin).admin;
  for (const [content, list] of [
    [api.trainings, 'trainings'],
    [api.library, 'library_items'],
  ] as const) {
    const status = (id: string, isActive: boolean) =>
      content[':id'].status.$patch({ param: { id }, json: { isActive } });
    const rows = await t.db.selectFrom(list).select(['id', 'is_active']).orderBy('created_at').execute();
    for (const row of rows.slice(0, 12)) expect((await status(row.id, !row.is_active)).status).toBe(200);
    // Setting the status a row already has changes nothing.
    expect((await status(rows[20]?.id ?? '', Boolean(rows[20]?.is_active))).status).toBe(200);
    for (const row of rows.slice(30, 34))
      expect((await content[':id'].$delete({ param: { id: row.id } })).status).toBe(200);
  }
  for (const title of ['Roteiro de lançamento', 'Áudio para podcast raro', 'Pesquisa rápida'])
    expect(
      (
        await api.trainings.$post({
          json: { title, category: 'IA', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
        })
      ).status,
    ).toBe(201);
}

/** The oracle: every row, newest first, filtered in JavaScript. */
async function expected(list: List, activeOnly: boolean, search: string) {
  const column = list === 'trainings' ? 'title' : 'name';
  const rows = await ids(list).select([column, 'is_active']).execute();
  return rows
    .filter((row) => !activeOnly || Boolean(row.is_active))
    .filter((row) =>
      normalizeSearchText((row as Record<string, unknown>)[column] as string).includes(
        normalizeSearchText(search),
      ),
    )
    .map((row) => row.id);
}

/** Every page of a list through the API, past the last one. */
async function everyPage(path: ListPath, search: string) {
  const query = (page: number) => ({ page: String(page), ...(search ? { search } : {}) });
  const first = await pageOf(path, query(1));
  const seen = first.items.map((item) => item.id);
  for (let page = 2; page <= first.pageCount + 1; page++) {
    const body = await pageOf(path, query(page));
    expect(body.total).toBe(first.total);
    seen.push(...body.items.map((item) => item.id));
  }
  return { total: first.total, pageCount: first.pageCount, ids: seen };
}

// Dense ("roteiro": one title in five; "aula": all), sparse ("raro"), accents and case, under
// three characters (no trigram: a scan), a number, nothing.
const SEARCHES = ['', 'roteiro', 'aula', 'raro', 'áudio', 'AUDIO LIMPO', 'ia', 'io', '1', 'nada disso'];

describe.each([
  { who: 'members', path: '/api/trainings', list: 'trainings', activeOnly: true },
  { who: 'admins', path: '/api/admin/trainings', list: 'trainings', activeOnly: false },
  { who: 'admins', path: '/api/admin/library', list: 'library_items', activeOnly: false },
] as const)('$who at $path', ({ path, list, activeOnly }) => {
  it.each(SEARCHES)('search "%s": exact total, every page as the plain query gives', async (search) => {
    const want = await expected(list, activeOnly, search);
    const got = await everyPage(path, search);
    expect(got.total).toBe(want.length);
    expect(got.pageCount).toBe(Math.max(1, Math.ceil(want.length / 10)));
    expect(got.ids).toEqual(want);
  });
});

describe('anchors (content_anchors)', () => {
  const allPages = async (list: List, path: ListPath, activeOnly: boolean) => {
    const got = await everyPage(path, '');
    expect(got.ids).toEqual(await expected(list, activeOnly, ''));
  };
  const anchors = (list: List) =>
    t.db.selectFrom('content_anchors').select('position').where('list', '=', list).execute();

  it('were moved by the writes, not placed again', async () => {
    expect((await anchors('trainings')).length).toBeGreaterThan(30);
  });

  it('are dropped when a row moves in time, and pages stay right without them', async () => {
    const row = await t.db.selectFrom('trainings').select('id').limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable('trainings').set({ created_at: new Date() }).where('id', '=', row.id).execute();
    expect(await anchors('trainings')).toEqual([]);
    await allPages('trainings', '/api/trainings', true);
    await allPages('trainings', '/api/admin/trainings', false);
  });

  it('are placed by the first reads deeper than two spacings, once', async () => {
    await t.db.deleteFrom('content_anchors').execute();
    const rows = Array.from({ length: 2050 }, (_, i) =>
      libraryItemRow({ name: `Em lote ${i}`, isActive: i % 4 !== 0, createdAt: new Date(Date.now() - i) }),
    );
    for (let i = 0; i < rows.length; i += 200)
      await t.db
        .insertInto('library_items')
        .values(rows.slice(i, i + 200))
        .execute();
    // Five readers at once: each gets the right page, the anchors are placed once.
    const pages = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const body = await pageOf('/api/admin/library', { page: '205' });
        return body.items.map((item) => item.id);
      }),
    );
    const want = (await expected('library_items', false, '')).slice(2040, 2050);
    for (const page of pages) expect(page).toEqual(want);
    expect((await anchors('library_items')).map((a) => Number(a.position))).toEqual([1000, 2000]);
  });
});

describe('the members library grid', () => {
  it('shows exactly the active items, newest first', async () => {
    const seen: string[] = [];
    let cursor = '';
    do {
      const res = await t.api(member).library.$get({ query: cursor ? { cursor } : {} });
      const body = await bodyAt(res, 200);
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor ?? '';
    } while (cursor);
    expect(seen).toEqual(await expected('library_items', true, ''));
  });
});

describe("a search's count (kept until the list's version moves, migration 0012)", () => {
  const totalOf = async (path: ListPath, search: string) => (await pageOf(path, { search })).total;
  const members = () => totalOf('/api/trainings', 'Cofre');
  const admins = () => totalOf('/api/admin/trainings', 'cofre');

  it('follows every change a search can see, by the API or straight in the database', async () => {
    expect([await members(), await admins()]).toEqual([0, 0]);
    const first = await addTraining(t.db, { title: 'O cofre das ideias', isActive: true });
    const second = await addTraining(t.db, { title: 'Cofre fechado', isActive: false });
    expect([await members(), await admins()]).toEqual([1, 2]);

    const rename = await t.api(admin).admin.trainings[':id'].$put({
      param: { id: first.id },
      json: { title: 'Ideias soltas', category: 'IA', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(rename.status).toBe(200);
    expect([await members(), await admins()]).toEqual([0, 1]);

    await t.db.updateTable('trainings').set({ is_active: true }).where('id', '=', second.id).execute();
    expect([await members(), await admins()]).toEqual([1, 1]);

    await t.db.deleteFrom('trainings').where('id', '=', second.id).execute();
    expect([await members(), await admins()]).toEqual([0, 0]);
  });

  it('a library search follows an item added and removed', async () => {
    const count = () => totalOf('/api/admin/library', 'cofre');
    expect(await count()).toBe(0);
    const item = await addLibraryItem(t.db, { name: 'Pacote do cofre' });
    expect(await count()).toBe(1);
    await t.db.deleteFrom('library_items').where('id', '=', item.id).execute();
    expect(await count()).toBe(0);
  });
});

describe('content_totals (migration 0010)', () => {
  it('matches count(*) after inserts, deletions and status changes both ways', async () => {
    for (const list of ['trainings', 'library_items'] as const) {
      const counted = await t.db
        .selectFrom(list)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('is_active', '=', true).then(1).else(0).end()).as('active'),
        ])
        .executeTakeFirstOrThrow();
      const kept = await t.db
        .selectFrom('content_totals')
        .select(['total', 'active'])
        .where('list', '=', list)
        .executeTakeFirstOrThrow();
      expect({ total: Number(kept.total), active: Number(kept.active) }).toEqual({
        total: Number(counted.total),
        active: Number(counted.active),
      });
    }
  });

  it('is not touched by downloads (a download updates downloads_count only)', async () => {
    const item = await addLibraryItem(t.db, { name: 'Baixado muitas vezes' });
    const before = await t.db.selectFrom('content_totals').selectAll().orderBy('list').execute();
    for (let i = 0; i < 3; i++)
      expect((await t.api(member).library[':id'].download.$post({ param: { id: item.id } })).status).toBe(
        200,
      );
    expect(await t.db.selectFrom('content_totals').selectAll().orderBy('list').execute()).toEqual(before);
  });
});
