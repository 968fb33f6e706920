import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { WRONG_CREDENTIALS } from './auth-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up, confirmation and sign-in', () => {
  const email = 'nova.membro@exemplo.com.br';
  const password = 'segredo-123';

  it('creates the account and e-mails a confirmation link', async () => {
    const res = await t.api().auth['sign-up'].$post({ json: { fullName: 'Nova Membro', email, password } });
    expect(await bodyAt(res, 201)).toEqual({ message: 'Conta criada com sucesso' });
    const profile = await t.db
      .selectFrom('profiles')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ full_name: 'Nova Membro', role: 'user', email_verified: false });
    expect((await mailsTo(t, email)).some((m) => m.link.includes('/api/auth/verify-email?token='))).toBe(
      true,
    );
  });

  it('refuses sign-in before the e-mail is confirmed, as it refuses a wrong password', async () => {
    const res = await t.api().auth['sign-in'].$post({ json: { email, password } });
    expect((await errorAt(res, 401)).message).toBe(WRONG_CREDENTIALS);
  });

  it('confirms through the link and then signs in with a session cookie', async () => {
    const { link } = (await mailsTo(t, email))[0] ?? { link: '' };
    const url = new URL(link);
    // The e-mailed link, followed as the browser would.
    const res = await t.request(url.pathname + url.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?confirmado=1');

    const cookie = await t.signIn(email, password);
    expect(cookie).toMatch(/session_token=/);
    const me = await (await t.api(cookie).me.$get()).json();
    expect(me.profile).toMatchObject({ email, fullName: 'Nova Membro', role: 'user' });
    expect(me.subscription).toBeNull();
  });

  it('says Email ou senha incorretos for a wrong password', async () => {
    const res = await t.api().auth['sign-in'].$post({ json: { email, password: 'errada-123' } });
    expect((await errorAt(res, 401)).message).toMatch(/^Email ou senha incorretos\./);
  });

  it('answers a sign-up with a taken e-mail like any other, and tells the owner', async () => {
    const res = await t.api().auth['sign-up'].$post({
      json: { fullName: 'Outra Pessoa', email: email.toUpperCase(), password: 'outra-senha-9' },
    });
    expect(res.status).toBe(201);
    const rows = await t.db.selectFrom('profiles').select(['full_name']).where('email', '=', email).execute();
    expect(rows).toEqual([{ full_name: 'Nova Membro' }]);
    expect((await mailsTo(t, email)).filter((m) => m.link.endsWith('/auth'))).toHaveLength(1);
  });
});

describe('sign-out', () => {
  it('ends every session of the user, on every device', async () => {
    const { user, cookie: phone } = await t.as('subscriber');
    const laptop = await t.signIn(user?.email ?? '', user?.password ?? '');
    const res = await t.api(phone).auth['sign-out'].$post();
    expect(res.status).toBe(200);
    for (const cookie of [phone, laptop]) {
      expect((await (await t.api(cookie).me.$get()).json()).profile).toBeNull();
    }
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user?.id ?? '')
      .execute();
    expect(sessions).toHaveLength(0);
  });
});

describe('password recovery', () => {
  it('answers the same for unknown e-mails and resets through the e-mailed token', async () => {
    const forgot = (email: string) => t.api().auth['forgot-password'].$post({ json: { email } });
    const reset = (token: string, password: string) =>
      t.api().auth['reset-password'].$post({ json: { token, password } });
    const unknown = await forgot('ninguem@exemplo.com.br');
    expect(unknown.status).toBe(200);

    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const known = await forgot(email);
    expect(await known.json()).toEqual(await unknown.json());

    const link = (await mailsTo(t, email)).find((m) => m.link.includes('/redefinir-senha'))?.link ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    expect((await reset(token, 'nova-senha-1')).status).toBe(200);
    await expect(t.signIn(email, 'nova-senha-1')).resolves.toMatch(/session_token=/);

    const reused = await reset(token, 'outra-senha-1');
    expect((await errorAt(reused, 400)).message).toBe('Link inválido ou expirado. Peça um novo.');
  });
});

describe('rate limiting', () => {
  it('limits sign-in attempts per e-mail with a Portuguese message', async () => {
    const limited = await createTestAppWithLimits();
    try {
      const attempt = () =>
        limited.api().auth['sign-in'].$post({ json: { email: 'alvo@exemplo.com.br', password: 'x-123456' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await errorAt(blocked, 429)).message).toBe(
        'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      );
    } finally {
      await limited.close();
    }
  });
});

const createTestAppWithLimits = () => createTestApp({ AUTH_LIMIT_PER_EMAIL: '3' });
