import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { expectPortugueseError, snapshotDatabase } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import type { CreateUserInput, UpdateUserInput } from '../../../shared/schemas/admin-users';
import { createUser } from '../../seed/factories';
import { LAST_ADMIN, updateUser } from './data/users';

// Create, edit and delete user, with their messages (docs/product.md#error-messages), the
// self-demotion and last-admin rules, and sessions ending at once on delete. On SQLite and
// PostgreSQL.

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', { fullName: 'Alice Admin' });
});
afterAll(() => t.close());

const email = () => `pessoa-${randomUUID().slice(0, 8)}@exemplo.com.br`;
const users = () => t.api(admin.cookie).admin.users;
const addUser = (json: CreateUserInput) => users().$post({ json });
const editUser = (id: string, json: UpdateUserInput) => users()[':id'].$patch({ param: { id }, json });
const deleteUserById = (id: string) => users()[':id'].$delete({ param: { id } });
// Bodies the schema refuses on purpose (missing or unknown fields) go untyped.
const sendUntyped = (method: string, path: string, json: unknown) =>
  t.request(`/api/admin/users${path}`, { method, cookie: admin.cookie, json });
const profile = (id: string) =>
  t.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();

async function expectRefused(res: Parameters<typeof errorAt>[0], status: number, message: string) {
  const body = await errorAt(res, status);
  expectPortugueseError(body);
  expect(body.message).toBe(message);
}

describe('POST /api/admin/users (add user)', () => {
  it('creates a confirmed user who can sign in at once; role defaults to user, no name is null', async () => {
    const address = email();
    const res = await addUser({ email: address, password: 'segredo-123' });
    const body = await bodyAt(res, 201);
    expect(body.message).toBe('Usuário criado com sucesso');
    expect(body.user).toMatchObject({ email: address, fullName: null, role: 'user' });
    expect(await profile(body.user.id)).toMatchObject({
      full_name: null,
      role: 'user',
      email_verified: true,
    });
    const cookie = await t.signIn(address, 'segredo-123');
    const me = await (await t.api(cookie).me.$get()).json();
    expect(me.profile).toMatchObject({ email: address, role: 'user', fullName: '' });
  });

  it('stores the e-mail lowercased and trimmed, the name trimmed, and an admin role when asked', async () => {
    const address = email();
    const res = await addUser({
      email: `  ${address.toUpperCase()} `,
      password: 'segredo-123',
      fullName: '  Bruna Nova  ',
      role: 'admin',
    });
    const { user } = await bodyAt(res, 201);
    expect(await profile(user.id)).toMatchObject({ email: address, full_name: 'Bruna Nova', role: 'admin' });
  });

  it('saves an empty name as null', async () => {
    const res = await addUser({ email: email(), password: 'segredo-123', fullName: '   ' });
    expect((await profile((await bodyAt(res, 201)).user.id))?.full_name).toBeNull();
  });

  it.each([
    ['no e-mail', { password: 'segredo-123' }, 'Email e senha são obrigatórios'],
    ['an empty e-mail', { email: '  ', password: 'segredo-123' }, 'Email e senha são obrigatórios'],
    ['no password', { email: 'x@exemplo.com.br' }, 'Email e senha são obrigatórios'],
    ['an empty password', { email: 'x@exemplo.com.br', password: '' }, 'Email e senha são obrigatórios'],
    ['a bad e-mail', { email: 'sem-arroba', password: 'segredo-123' }, 'Informe um email válido.'],
    [
      'a short password',
      { email: 'x@exemplo.com.br', password: '12345' },
      'A senha deve ter pelo menos 6 caracteres.',
    ],
    [
      'an unknown role',
      { email: 'x@exemplo.com.br', password: 'segredo-123', role: 'dono' },
      'Escolha um tipo de conta válido.',
    ],
  ])('refuses %s with its message, creating nothing', async (_, json, message) => {
    const before = await snapshotDatabase(t);
    await expectRefused(await sendUntyped('POST', '', json), 400, message);
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('refuses an e-mail that already has an account, whatever its case, creating nothing', async () => {
    const address = email();
    expect((await addUser({ email: address, password: 'segredo-123' })).status).toBe(201);
    const before = await snapshotDatabase(t);
    const res = await addUser({ email: address.toUpperCase(), password: 'outra-senha-1' });
    await expectRefused(res, 409, 'Já existe um usuário com este email.');
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('answers one 201 and one 409 when two admins add the same e-mail at once', async () => {
    const address = email();
    const results = await Promise.all([1, 2].map(() => addUser({ email: address, password: 'segredo-123' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.db.selectFrom('profiles').select('id').where('email', '=', address).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('PATCH /api/admin/users/:id (edit dialog)', () => {
  it('changes the name and the role; an empty name is stored as null', async () => {
    const person = await createUser(t.deps, { fullName: 'Carlos Antigo' });
    const res = await editUser(person.id, { fullName: 'Carlos Novo', role: 'admin' });
    expect((await bodyAt(res, 200)).message).toBe('Usuário atualizado com sucesso');
    expect(await profile(person.id)).toMatchObject({ full_name: 'Carlos Novo', role: 'admin' });

    const emptied = await editUser(person.id, { fullName: '', role: 'user' });
    expect((await bodyAt(emptied, 200)).user.fullName).toBeNull();
    expect(await profile(person.id)).toMatchObject({ full_name: null, role: 'user' });
  });

  it('lets the member keep using the app with no name (the top bar falls back to the e-mail)', async () => {
    const member = await t.as('subscriber', { fullName: 'Dora Nome' });
    const id = member.user?.id ?? '';
    expect((await editUser(id, { fullName: '', role: 'user' })).status).toBe(200);
    const me = await (await t.api(member.cookie).me.$get()).json();
    expect(me.profile).toMatchObject({ id, fullName: '' });
    expect((await t.api(member.cookie).me.subscription.$get()).status).toBe(200);
  });

  it('refuses a change of e-mail: O email não pode ser alterado', async () => {
    const person = await createUser(t.deps);
    const before = await snapshotDatabase(t);
    const res = await sendUntyped('PATCH', `/${person.id}`, { fullName: 'X', role: 'user', email: email() });
    await expectRefused(res, 400, 'O email não pode ser alterado');
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it.each([
    ['no role', { fullName: 'X' }],
    ['no name field', { role: 'user' }],
    ['an unknown role', { fullName: 'X', role: 'root' }],
  ])('refuses %s', async (_, json) => {
    const person = await createUser(t.deps);
    const res = await sendUntyped('PATCH', `/${person.id}`, json);
    expect(res.status).toBe(400);
    expectPortugueseError(await res.json());
  });

  it('answers 404 for someone who does not exist, and 400 for a malformed id', async () => {
    await expectRefused(
      await editUser('nao-existe', { fullName: 'X', role: 'user' }),
      404,
      'Usuário não encontrado.',
    );
    await expectRefused(await editUser('a b', { fullName: 'X', role: 'user' }), 400, 'Usuário inválido.');
  });

  it('refuses to let an admin demote themself', async () => {
    const before = await snapshotDatabase(t);
    const res = await editUser(admin.user?.id ?? '', { fullName: 'Alice Admin', role: 'user' });
    await expectRefused(res, 409, 'Você não pode remover seu próprio acesso de administrador.');
    expect(await snapshotDatabase(t)).toEqual(before);
    // Renaming oneself is fine.
    expect((await editUser(admin.user?.id ?? '', { fullName: 'Alice A.', role: 'admin' })).status).toBe(200);
  });

  it('never removes the last admin (the rule holds below the route too)', async () => {
    const admins = await t.db.selectFrom('profiles').select('id').where('role', '=', 'admin').execute();
    const [onlyOne, ...others] = admins.map((row) => row.id);
    // Leave a single admin, then ask the data function to demote them on behalf of someone else.
    await t.db.updateTable('profiles').set({ role: 'user' }).where('id', 'in', others).execute();
    try {
      await expect(
        updateUser({
          db: t.db,
          actor: { id: 'alguem-ja-removido', label: 'ex-admin@exemplo.com.br' },
          userId: onlyOne ?? '',
          fullName: null,
          role: 'user',
        }),
      ).rejects.toMatchObject({ status: 409, message: LAST_ADMIN });
      expect((await profile(onlyOne ?? ''))?.role).toBe('admin');
    } finally {
      await t.db.updateTable('profiles').set({ role: 'admin' }).where('id', 'in', others).execute();
    }
  });

  it('leaves one admin when the only two demote each other at the same moment', async () => {
    const t2 = await createTestApp();
    try {
      const [ana, bia] = await Promise.all([t2.as('admin'), t2.as('admin')]);
      // Only these two are admins: the first-run admin steps down.
      await t2.db
        .updateTable('profiles')
        .set({ role: 'user' })
        .where('id', 'not in', [ana.user?.id ?? '', bia.user?.id ?? ''])
        .execute();
      const demote = (who: Caller, whom: Caller) =>
        t2.api(who.cookie).admin.users[':id'].$patch({
          param: { id: whom.user?.id ?? '' },
          json: { fullName: 'Rebaixada', role: 'user' },
        });
      const statuses = (await Promise.all([demote(ana, bia), demote(bia, ana)])).map((r) => r.status).sort();
      // The second is refused: by the last-admin rule (409) or, once the first committed, as a
      // non-admin (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const left = await t2.db.selectFrom('profiles').select('id').where('role', '=', 'admin').execute();
      expect(left).toHaveLength(1);
    } finally {
      await t2.close();
    }
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('removes the person, their subscriptions and sessions in one go: they are signed out at once', async () => {
    const member = await t.as('subscriber');
    const id = member.user?.id ?? '';
    expect((await t.api(member.cookie).me.subscription.$get()).status).toBe(200);

    const res = await deleteUserById(id);
    expect((await bodyAt(res, 200)).message).toBe('Usuário excluído com sucesso');

    expect(await profile(id)).toBeUndefined();
    for (const table of ['sessions', 'subscriptions', 'accounts'] as const) {
      const rows = await t.db.selectFrom(table).select('id').where('user_id', '=', id).execute();
      expect(rows, table).toEqual([]);
    }
    // Their very next request is a visitor's.
    expect((await t.api(member.cookie).me.subscription.$get()).status).toBe(401);
    expect((await (await t.api(member.cookie).me.$get()).json()).profile).toBeNull();
    await expect(t.signIn(member.user?.email ?? '', member.user?.password ?? '')).rejects.toThrow();
  });

  it('refuses to let an admin delete themself', async () => {
    const before = await snapshotDatabase(t);
    await expectRefused(
      await deleteUserById(admin.user?.id ?? ''),
      409,
      'Você não pode excluir sua própria conta.',
    );
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('deletes another admin while one remains', async () => {
    const other = await createUser(t.deps, { role: 'admin' });
    expect((await deleteUserById(other.id)).status).toBe(200);
  });

  it('answers 404 for someone already gone', async () => {
    const person = await createUser(t.deps);
    expect((await deleteUserById(person.id)).status).toBe(200);
    await expectRefused(await deleteUserById(person.id), 404, 'Usuário não encontrado.');
  });
});
