import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { addTraining } from '../../seed/content-factories';

let t: TestApp;
let member: Awaited<ReturnType<TestApp['as']>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.as('member');
});
afterAll(() => t.close());

const trainings = (cookie = member.cookie) => t.api(cookie).trainings;
const list = async (query: { page?: string; search?: string } = {}, cookie = member.cookie) =>
  bodyAt(await trainings(cookie).$get({ query }), 200);
const byId = (id: string, cookie = member.cookie) => trainings(cookie)[':id'].$get({ param: { id } });
const mark = (id: string, watched: boolean, cookie = member.cookie) =>
  trainings(cookie)[':id'].progress.$put({ param: { id }, json: { watched } });

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('the member list (/treinamentos)', () => {
  const TITLES = ['Edição de Vídeo', 'Design com IA', 'ÁUDIO limpo', 'Pesquisa de mercado'];
  const ACTIVE = Array.from({ length: 24 }, (_, i) => `${TITLES[i % 4]} ${i}`).filter((_, i) => i % 6 !== 5);
  beforeAll(async () => {
    await t.db.deleteFrom('trainings').execute();
    for (let i = 0; i < 24; i++)
      await addTraining(t.db, {
        title: `${TITLES[i % 4]} ${i}`,
        isActive: i % 6 !== 5,
        createdAt: new Date(Date.now() - i * 60_000),
      });
  });

  it('pages active trainings by 10, newest first, with Página X de Y figures', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 20, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      title: 'Edição de Vídeo 0',
      category: 'Introdução',
      youtubeVideoId: 'dQw4w9WgXcQ',
      description: null,
      createdAt: expect.any(String),
      watched: false,
    });
    const second = await list({ page: '2' });
    expect(second.items).toHaveLength(10);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((i) => i.id)).size).toBe(20);
    // Inactive ones (5, 11, 17, 23) never show.
    expect(all.map((i) => i.title.split(' ').at(-1))).not.toContain('5');
    expect((await list({ page: '3' })).items).toEqual([]);
  });

  it.each([
    ['vídeo', 6],
    ['VIDEO', 6],
    ['áudio', 6],
    ['ia', 4],
    ['de', 14],
    ['e', 14],
    ['pesquisa de mercado 3', 1],
    ['inexistente', 0],
  ])('finds titles containing %s, ignoring case and accents', async (search, total) => {
    // The oracle: the same rule, in JavaScript, over the active titles.
    expect(ACTIVE.filter((title) => plain(title).includes(plain(search)))).toHaveLength(total);
    const page = await list({ search });
    expect(page.total).toBe(total);
    expect(page.pageCount).toBe(Math.max(1, Math.ceil(total / 10)));
    expect(page.items).toHaveLength(Math.min(total, 10));
    for (const item of page.items) expect(plain(item.title)).toContain(plain(search));
  });

  it('never shows an inactive training by id', async () => {
    const inactive = await addTraining(t.db, { isActive: false });
    const res = await byId(inactive.id);
    expect((await errorAt(res, 404)).message).toBe('Treinamento não encontrado.');
  });

  it.each(['?page=0', '?page=x', '?search=a%00', '?extra=1'])('refuses %s in Portuguese', async (query) => {
    // Raw query strings (an unknown key among them), as a hand-edited URL would send them.
    const res = await t.request(`/api/trainings${query}`, { cookie: member.cookie });
    expectPortugueseError(await errorAt(res, 400));
  });
});

describe('progress per member and training', () => {
  it('is stored per member and survives signing out and in again', async () => {
    const training = await addTraining(t.db, { title: 'Aula com progresso' });
    const other = await t.as('member');
    expect((await mark(training.id, true)).status).toBe(200);
    expect(await bodyAt(await mark(training.id, true), 200)).toEqual({ watched: true });

    await t.api(member.cookie).auth['sign-out'].$post();
    const again = await t.signIn(member.user?.email ?? '', member.user?.password ?? '');
    Object.assign(member, { cookie: again });
    const mine = await byId(training.id, again);
    expect((await bodyAt(mine, 200)).training.watched).toBe(true);
    const theirs = await byId(training.id, other.cookie);
    expect((await bodyAt(theirs, 200)).training.watched).toBe(false);
    const listed = await list({ search: 'aula com progresso' }, again);
    expect(listed.items.map((i) => i.watched)).toEqual([true]);

    expect(await bodyAt(await mark(training.id, false), 200)).toEqual({ watched: false });
    expect((await list({ search: 'aula com progresso' })).items[0]?.watched).toBe(false);
  });

  it('cannot be set on an inactive or missing training', async () => {
    const inactive = await addTraining(t.db, { isActive: false });
    for (const id of [inactive.id, '00000000-0000-0000-0000-000000000000']) {
      const res = await mark(id, true);
      expect((await errorAt(res, 404)).message).toBe('Treinamento não encontrado.');
    }
    const rows = await t.db
      .selectFrom('training_progress')
      .select('training_id')
      .where('training_id', '=', inactive.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
