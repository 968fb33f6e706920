import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Caller } from '../../../../test/access-matrix';
import { expectPortugueseError, snapshotDatabase } from '../../../../test/api-helpers';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import type { trainingSchema } from '../../../shared/schemas/trainings';
import { addTraining } from '../../seed/content-factories';

const { t, admin } = testAppWithAdminForFile();
const member = {} as Caller;
beforeAll(async () => {
  Object.assign(member, await t.as('member'));
});

const ID = 'dQw4w9WgXcQ';
const VALID = { title: 'Aula de IA', category: 'IA', youtubeUrl: `https://www.youtube.com/watch?v=${ID}` };
type TrainingInput = z.input<typeof trainingSchema>;
const adminTrainings = () => t.api(admin.cookie).admin.trainings;
const create = (json: TrainingInput) => adminTrainings().$post({ json });
const update = (id: string, json: TrainingInput) => adminTrainings()[':id'].$put({ param: { id }, json });
const setStatus = (id: string, isActive: boolean) =>
  adminTrainings()[':id'].status.$patch({ param: { id }, json: { isActive } });
const memberSees = async (id: string) =>
  (await t.api(member.cookie).trainings[':id'].$get({ param: { id } })).status === 200;

describe('adding a training', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=10s`,
    `https://www.youtube.com/embed/${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
  ])('accepts %s and stores its 11-character id', async (youtubeUrl) => {
    const res = await create({ ...VALID, youtubeUrl, description: 'Do zero ao avançado.' });
    const body = await bodyAt(res, 201);
    expect(body.message).toBe('Treinamento adicionado com sucesso!');
    expect(body.training).toMatchObject({
      ...VALID,
      youtubeUrl,
      youtubeVideoId: ID,
      description: 'Do zero ao avançado.',
      isActive: true,
    });
    expect(await memberSees(body.training.id)).toBe(true);
  });

  it.each([
    [{ title: '' }, 'O título é obrigatório.'],
    [{ category: '  ' }, 'A categoria é obrigatória.'],
    [{ youtubeUrl: '' }, 'A URL do YouTube é obrigatória.'],
    [{ youtubeUrl: 'https://vimeo.com/12345' }, 'Por favor, insira uma URL válida do YouTube.'],
    [{ youtubeUrl: 'não é link' }, 'Por favor, insira uma URL válida do YouTube.'],
    [
      { youtubeUrl: 'https://www.youtube.com/watch?v=curto' },
      'Não foi possível extrair o ID do vídeo do YouTube.',
    ],
    [{ youtubeUrl: 'https://youtu.be/' }, 'Não foi possível extrair o ID do vídeo do YouTube.'],
  ])('refuses %o with its message, storing nothing', async (change, message) => {
    const before = await snapshotDatabase(t);
    const res = await create({ ...VALID, ...change });
    const body = await errorAt(res, 400);
    expect(body.message).toBe(message);
    expectPortugueseError(body);
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('stores an empty description as null and an inactive training hidden from members', async () => {
    const { training } = await bodyAt(await create({ ...VALID, description: '', isActive: false }), 201);
    expect(training.description).toBeNull();
    expect(await memberSees(training.id)).toBe(false);
  });
});

describe('editing a training (decision 012: the id follows the URL only when it changes)', () => {
  it('keeps the stored video id when the URL is unchanged', async () => {
    // A row whose stored id is not what its URL says: the edit must leave the id alone.
    const row = await addTraining(t.db, { videoId: 'aaaaaaaaaaa' });
    const res = await update(row.id, { ...VALID, youtubeUrl: row.youtube_url, title: 'Novo título' });
    const body = await bodyAt(res, 200);
    expect(body.message).toBe('Treinamento atualizado com sucesso!');
    expect(body.training).toMatchObject({ title: 'Novo título', youtubeVideoId: 'aaaaaaaaaaa' });
  });

  it('takes the new id when the URL changes', async () => {
    const row = await addTraining(t.db, { videoId: 'aaaaaaaaaaa' });
    const { training } = await bodyAt(
      await update(row.id, { ...VALID, youtubeUrl: 'https://youtu.be/bbbbbbbbbbb' }),
      200,
    );
    expect(training).toMatchObject({
      youtubeUrl: 'https://youtu.be/bbbbbbbbbbb',
      youtubeVideoId: 'bbbbbbbbbbb',
    });
  });

  it('refuses a bad URL on edit too', async () => {
    const row = await addTraining(t.db);
    const res = await update(row.id, { ...VALID, youtubeUrl: 'https://example.com/video' });
    expect((await errorAt(res, 400)).message).toBe('Por favor, insira uma URL válida do YouTube.');
  });

  it('answers Treinamento não encontrado for a missing id', async () => {
    const missing = '00000000-0000-0000-0000-000000000000';
    for (const res of [
      await update(missing, VALID),
      await adminTrainings()[':id'].$get({ param: { id: missing } }),
      await adminTrainings()[':id'].$delete({ param: { id: missing } }),
      await setStatus(missing, true),
    ]) {
      expect((await errorAt(res, 404)).message).toBe('Treinamento não encontrado.');
    }
  });
});

describe('status and deletion', () => {
  it('toggles a training off for members and back', async () => {
    const row = await addTraining(t.db);
    const toggle = async (isActive: boolean) => (await setStatus(row.id, isActive)).json();
    expect((await toggle(false)).message).toBe('Treinamento desativado com sucesso.');
    expect(await memberSees(row.id)).toBe(false);
    expect((await toggle(true)).message).toBe('Treinamento ativado com sucesso.');
    expect(await memberSees(row.id)).toBe(true);
  });

  it('deletes the training and the progress members had on it', async () => {
    const row = await addTraining(t.db);
    await t
      .api(member.cookie)
      .trainings[':id'].progress.$put({ param: { id: row.id }, json: { watched: true } });
    const res = await adminTrainings()[':id'].$delete({ param: { id: row.id } });
    expect((await bodyAt(res, 200)).message).toBe('Treinamento excluído com sucesso.');
    const progress = await t.db
      .selectFrom('training_progress')
      .selectAll()
      .where('training_id', '=', row.id)
      .execute();
    expect(progress).toEqual([]);
  });
});

describe('the admin list', () => {
  it('shows every training, active or not, with the title filter and total', async () => {
    await t.db.deleteFrom('trainings').execute();
    for (let i = 0; i < 13; i++)
      await addTraining(t.db, {
        title: i % 2 ? `Marketing ${i}` : `Tráfego pago ${i}`,
        isActive: i % 3 !== 0,
        createdAt: new Date(Date.now() - i * 60_000),
      });
    const page = async (query: { page?: string; search?: string }) =>
      bodyAt(await adminTrainings().$get({ query }), 200);
    const all = await page({});
    expect(all).toMatchObject({ total: 13, pageCount: 2 });
    expect(all.items.some((i) => !i.isActive)).toBe(true);
    expect((await page({ page: '2' })).items).toHaveLength(3);
    const traffic = await page({ search: 'trafego' });
    expect(traffic.total).toBe(7);
    expect(traffic.items.every((i) => i.title.startsWith('Tráfego'))).toBe(true);
  });
});
