import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { DATA_EXPORT_FILES } from '../../../shared/schemas/my-data';
import { createUser } from '../../seed/factories';

// Meus dados → "Baixar meus dados" (docs/product.md#privacy-and-retention).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const download = (cookie: string, id: string, file: string) =>
  t.request(`/api/me/data-export/${id}/${file}`, { cookie });

describe('Baixar meus dados', () => {
  it('queues a file, builds it by the job and offers the owner its JSON and summary for 24 hours', async () => {
    const { cookie = '', user } = await t.as('subscriber', { fullName: 'Dona dos Dados' });
    const asked = await bodyAt(await t.api(cookie).me['data-export'].$post(), 202);
    expect(asked.export).toMatchObject({ status: 'pending', readyAt: null });
    const id = asked.export.id;
    // A second click while it is built answers the same request.
    expect((await bodyAt(await t.api(cookie).me['data-export'].$post(), 202)).export.id).toBe(id);

    await t.deps.dataExports.drain();
    const { export: ready } = await bodyAt(await t.api(cookie).me['data-export'].$get(), 200);
    expect(ready).toMatchObject({ id, status: 'ready' });
    const kept = new Date(ready?.expiresAt ?? 0).getTime() - new Date(ready?.readyAt ?? 0).getTime();
    expect(kept).toBe(24 * 60 * 60 * 1000);

    const json = await download(cookie, id, DATA_EXPORT_FILES.json);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="${DATA_EXPORT_FILES.json}"`);
    const data = (await json.json()) as Record<string, unknown[]> & { profile: Record<string, unknown> };
    expect(data.profile).toMatchObject({ email: user?.email, full_name: 'Dona dos Dados' });
    expect(data.grants).toHaveLength(1);
    expect(data.sessions).toHaveLength(1);
    for (const section of ['payments', 'signIns', 'codeRequests', 'chats', 'tickets', 'trainings', 'audit'])
      expect(Array.isArray(data[section]), section).toBe(true);
    // Secrets never leave: no password hash, no session token.
    const text = JSON.stringify(data);
    const secrets = await t.db
      .selectFrom('sessions')
      .select('token')
      .where('user_id', '=', user?.id ?? '')
      .execute();
    for (const { token } of secrets) expect(text).not.toContain(token);
    expect(text).not.toMatch(/password/i);

    const summary = await download(cookie, id, DATA_EXPORT_FILES.summary);
    expect(summary.headers.get('content-type')).toMatch(/^text\/plain/);
    const words = await summary.text();
    expect(words).toContain('Nome: Dona dos Dados');
    expect(words).toContain('Acessos e assinaturas: 1');
  });

  it('gives nobody else the file, and nothing once its 24 hours are over', async () => {
    const { cookie = '' } = await t.as('member');
    const { export: asked } = await bodyAt(await t.api(cookie).me['data-export'].$post(), 202);
    await t.deps.dataExports.drain();
    const { cookie: stranger = '' } = await t.as('member');
    const refused = await download(stranger, asked.id, DATA_EXPORT_FILES.json);
    expect((await errorAt(refused, 404)).message).toBe(
      'Este arquivo não está mais disponível. Peça um novo em Meus dados.',
    );

    await t.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', asked.id)
      .execute();
    expect((await download(cookie, asked.id, DATA_EXPORT_FILES.json)).status).toBe(404);
    expect((await bodyAt(await t.api(cookie).me['data-export'].$get(), 200)).export).toBeNull();
    // The worker's next pass deletes it.
    await t.deps.dataExports.drain();
    const left = await t.db.selectFrom('data_exports').select('id').where('id', '=', asked.id).execute();
    expect(left).toEqual([]);
  });

  it('refuses a malformed file name or id in Portuguese, and a fourth request a day', async () => {
    const member = await createUser(t.deps, {});
    const cookie = await t.signIn(member.email, member.password);
    const bad = await download(cookie, 'nao-e-um-id', 'senhas.txt');
    expect((await errorAt(bad, 400)).message).toBe(
      'Este arquivo não está mais disponível. Peça um novo em Meus dados.',
    );
    for (let i = 0; i < 3; i++) {
      expect((await t.api(cookie).me['data-export'].$post()).status).toBe(202);
      await t.deps.dataExports.drain();
    }
    expect((await t.api(cookie).me['data-export'].$post()).status).toBe(429);
  });
});
