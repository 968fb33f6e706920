import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createAccount } from './data/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What an account's rows say once the per-account values (ids, e-mail, times, hash) are set aside. */
async function shapeOf(email: string) {
  const profile = await t.db
    .selectFrom('profiles')
    .select(['id', 'full_name', 'role', 'email_verified', 'image', 'banned'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const accounts = await t.db
    .selectFrom('accounts')
    .select(['account_id', 'provider_id', 'password'])
    .where('user_id', '=', profile.id)
    .execute();
  const { id, ...rest } = profile;
  return {
    profile: rest,
    accounts: accounts.map((a) => ({
      ...a,
      account_id: a.account_id === id ? '<user id>' : a.account_id,
      password: a.password ? '<hash>' : null,
    })),
  };
}

describe('createAccount', () => {
  it("writes the rows Better Auth's own sign-up writes", async () => {
    const password = 'segredo-123';
    await t
      .api()
      .auth['sign-up'].$post({ json: { fullName: 'Pela Tela', email: 'tela@exemplo.com.br', password } });
    const passwordHash = await (await t.deps.auth.$context).password.hash(password);
    await createAccount({
      db: t.db,
      email: 'direto@exemplo.com.br',
      fullName: 'Pela Tela',
      emailVerified: false,
      passwordHash,
    });
    expect(await shapeOf('direto@exemplo.com.br')).toEqual(await shapeOf('tela@exemplo.com.br'));
  });

  it('answers undefined for a taken e-mail and changes nothing', async () => {
    const first = await createAccount({
      db: t.db,
      email: 'dup@exemplo.com.br',
      fullName: 'A',
      emailVerified: true,
    });
    const second = await createAccount({
      db: t.db,
      email: 'dup@exemplo.com.br',
      fullName: 'B',
      emailVerified: false,
    });
    expect(first).toMatchObject({ full_name: 'A', role: 'user', email_verified: true });
    expect(second).toBeUndefined();
    expect((await shapeOf('dup@exemplo.com.br')).profile).toMatchObject({
      full_name: 'A',
      email_verified: true,
    });
  });
});
