import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, resetTokenFor } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { createUser } from '../../seed/factories';

// The sign-up that guides (docs/decisions/030-sign-up-that-guides.md): answers that never tell
// whether an address is taken, the resend, the confirmation link that signs in, the reset link
// checked before its form, and Perfil's name.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_LIMIT_PER_EMAIL: '3' });
});
afterAll(() => t.close());

const signUp = (email: string, password: string) =>
  t.api().auth['sign-up'].$post({ json: { fullName: 'Pessoa Curiosa', email, password } });
const signIn = (email: string, password: string) =>
  t.api().auth['sign-in'].$post({ json: { email, password } });
const resend = (email: string) => t.api().auth['resend-confirmation'].$post({ json: { email } });
const confirmationLinks = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.link.includes('/api/auth/verify-email?token='));
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('an address is never told apart by signing up then in', () => {
  it('answers a new address and a member’s address alike, and re-sends the new one’s confirmation', async () => {
    const member = await createUser(t.deps, {});
    const fresh = 'recem-chegada@exemplo.com.br';
    const answers = [];
    for (const email of [fresh, member.email]) {
      const created = await signUp(email, 'senha-do-curioso-1');
      const signedIn = await signIn(email, 'senha-do-curioso-1');
      answers.push({ created: created.status, signIn: signedIn.status, body: await signedIn.json() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({
      created: 201,
      signIn: 401,
      body: { message: expect.stringMatching(/^Email ou senha incorretos\. Se a conta é nova/) },
    });
    // The right password of the waiting account got its owner a fresh link.
    expect(await confirmationLinks(fresh)).toHaveLength(2);
  });

  it('counts an unconfirmed account’s sign-ins against the limits like wrong passwords', async () => {
    const email = 'aguardando@exemplo.com.br';
    await signUp(email, 'segredo-123');
    for (let i = 0; i < 3; i++) expect((await signIn(email, 'segredo-123')).status).toBe(401);
    expect((await signIn(email, 'segredo-123')).status).toBe(429);
  });
});

describe('Reenviar e-mail', () => {
  it('answers the same for an unknown, a waiting and a confirmed address, and mails only the waiting one', async () => {
    const waiting = 'espera-link@exemplo.com.br';
    await signUp(waiting, 'segredo-123');
    const confirmed = await createUser(t.deps, {});
    const before = (await confirmationLinks(waiting)).length;
    const bodies = new Set<string>();
    for (const email of ['ninguem-aqui@exemplo.com.br', waiting, confirmed.email]) {
      const res = await resend(email);
      bodies.add(JSON.stringify(await bodyAt(res, 200)));
    }
    expect(bodies.size).toBe(1);
    expect(await confirmationLinks(waiting)).toHaveLength(before + 1);
    expect(await confirmationLinks(confirmed.email)).toHaveLength(0);
  });

  it('is rate limited per address, known or not', async () => {
    for (const email of ['limite-ninguem@exemplo.com.br', 'limite-alguem@exemplo.com.br']) {
      if (email.includes('alguem')) await signUp(email, 'segredo-123');
      for (let i = 0; i < 3; i++) expect((await resend(email)).status).toBe(200);
      const blocked = await resend(email);
      expect((await errorAt(blocked, 429)).message).toMatch(/Muitas tentativas/);
    }
  });
});

describe('the confirmation link', () => {
  it('confirms and signs in on first use, and opens Entrar with the address once used', async () => {
    const email = 'confirma-e-entra@exemplo.com.br';
    await signUp(email, 'segredo-123');
    const link = new URL((await confirmationLinks(email))[0]?.link ?? '');

    const first = await t.request(link.pathname + link.search);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/auth?confirmado=1');
    const me = await (await t.api(cookiesOf(first)).me.$get()).json();
    expect(me.profile).toMatchObject({ email, fullName: 'Pessoa Curiosa' });
    const session = await t.db
      .selectFrom('sessions')
      .innerJoin('profiles', 'profiles.id', 'sessions.user_id')
      .select('profiles.email_verified')
      .where('profiles.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(session.email_verified).toBe(true);

    const again = await t.request(link.pathname + link.search);
    expect(again.headers.get('location')).toBe(`/auth?confirmado=1&email=${encodeURIComponent(email)}`);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('lands on the error for a forged token', async () => {
    const res = await t.request('/api/auth/verify-email?token=abc.def.ghi');
    expect(res.headers.get('location')).toBe('/auth?error=INVALID_TOKEN');
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('a reset link is checked before its form', () => {
  const check = (token: string) => t.api().auth['reset-password'].$get({ query: { token } });

  it('says live until used, and dead after', async () => {
    const member = await createUser(t.deps, {});
    const token = await resetTokenFor(t, member.email);
    expect(await bodyAt(await check(token), 200)).toEqual({ live: true });
    await t.api().auth['reset-password'].$post({ json: { token, password: 'nova-senha-9' } });
    expect(await bodyAt(await check(token), 200)).toEqual({ live: false });
  });

  it('says dead for an expired or unknown token, and refuses a malformed one in Portuguese', async () => {
    const member = await createUser(t.deps, {});
    const token = await resetTokenFor(t, member.email);
    await t.db
      .updateTable('verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('identifier', '=', `reset-password:${token}`)
      .execute();
    expect(await bodyAt(await check(token), 200)).toEqual({ live: false });
    expect(await bodyAt(await check('naoexisteessetoken123456'), 200)).toEqual({ live: false });
    expect((await errorAt(await check('mal formado!'), 400)).message).toBe('Link de redefinição inválido.');
  });
});

describe('Perfil', () => {
  it('refuses an empty or blank name in Portuguese and keeps the old one', async () => {
    const { cookie, user } = await t.as('member', { fullName: 'Nome Antigo' });
    for (const fullName of ['', '   ']) {
      const res = await t.api(cookie).me.profile.$patch({ json: { fullName } });
      expect((await errorAt(res, 400)).message).toBe('Informe seu nome completo.');
    }
    const row = await t.db
      .selectFrom('profiles')
      .select('full_name')
      .where('id', '=', user?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Nome Antigo');
  });
});
