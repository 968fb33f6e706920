import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createDeps } from '../../deps';
import { createLogger } from '../../platform/logger';
import { createUser } from '../../seed/factories';
import { bootstrapAdmin } from './bootstrap-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // ADMIN_EMAIL / ADMIN_PASSWORD are set by the harness
});
afterAll(() => t.close());

const admins = () =>
  t.db.selectFrom('profiles').select(['id', 'email', 'email_verified']).where('role', '=', 'admin').execute();
const demoteEveryAdmin = () =>
  t.db.updateTable('profiles').set({ role: 'user' }).where('role', '=', 'admin').execute();
const run = (email?: string, password?: string) =>
  bootstrapAdmin({ db: t.db, auth: t.deps.auth, logger: t.deps.logger, email, password });

describe('bootstrapAdmin (first run)', () => {
  it('created the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, confirmed and able to sign in', async () => {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = t.deps.env;
    expect(await admins()).toEqual([{ id: expect.any(String), email: ADMIN_EMAIL, email_verified: true }]);
    const cookie = await t.signIn(ADMIN_EMAIL ?? '', ADMIN_PASSWORD ?? '');
    expect((await (await t.api(cookie).me.$get()).json()).profile?.role).toBe('admin');
  });

  it('creates no second admin on restart, whatever ADMIN_EMAIL says then', async () => {
    const before = await admins();
    const restarted = await createDeps(t.deps.env, createLogger('silent'));
    await restarted.database.db.destroy();
    expect(await run('outro-admin@exemplo.com.br', 'outra-senha-123')).toBeNull();
    expect(await admins()).toEqual(before);
    const other = await t.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'outro-admin@exemplo.com.br')
      .execute();
    expect(other).toEqual([]);
  });

  it('promotes an existing confirmed account named by ADMIN_EMAIL, keeping its id and password', async () => {
    await demoteEveryAdmin();
    const member = await createUser(t.deps, { emailVerified: true });
    const profiles = await t.db.selectFrom('profiles').select('id').execute();

    expect(await run(member.email.toUpperCase(), 'ignorada-123')).toEqual({
      email: member.email,
      password: null,
    });
    expect(await admins()).toEqual([{ id: member.id, email: member.email, email_verified: true }]);
    expect(await t.db.selectFrom('profiles').select('id').execute()).toHaveLength(profiles.length);
    await expect(t.signIn(member.email, member.password)).resolves.toMatch(/session_token=/);
  });

  it('never promotes an unconfirmed account someone else registered with ADMIN_EMAIL', async () => {
    // A stranger signs up with the address the operator will name, never confirms.
    await demoteEveryAdmin();
    const email = 'futuro-admin@exemplo.com.br';
    const squatter = { fullName: 'Intruso', email, password: 'senha-do-intruso' };
    expect((await t.api().auth['sign-up'].$post({ json: squatter })).status).toBe(201);
    const squatterId = (
      await t.db.selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id;

    await run(email, 'senha-do-operador');

    expect(await admins()).toEqual([{ id: expect.any(String), email, email_verified: true }]);
    expect((await admins())[0]?.id).not.toBe(squatterId);
    const bySquatter = await t.api().auth['sign-in'].$post({ json: { email, password: squatter.password } });
    expect(bySquatter.status).toBe(401);
    const cookie = await t.signIn(email, 'senha-do-operador');
    expect((await (await t.api(cookie).me.$get()).json()).profile).toMatchObject({
      role: 'admin',
      fullName: 'Administrador',
    });
  });

  it('generates a password when none is set and prints it once', async () => {
    await demoteEveryAdmin();
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      const created = await run('gerado@exemplo.com.br');
      expect(created?.password).toMatch(/^[\w-]{16}$/);
      expect(printed.join('')).toContain(`Senha: ${created?.password}`);
      await expect(t.signIn('gerado@exemplo.com.br', created?.password ?? '')).resolves.toMatch(
        /session_token=/,
      );
    } finally {
      write.mockRestore();
    }
    expect(await admins()).toEqual([
      { id: expect.any(String), email: 'gerado@exemplo.com.br', email_verified: true },
    ]);
  });
});
