import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Sign-ups must not turn the app into a mail cannon aimed at one address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // AUTH_LIMIT_PER_EMAIL 10, per-IP limit out of the way
});
afterAll(() => t.close());

const signUp = (email: string) =>
  t.api().auth['sign-up'].$post({ json: { fullName: 'Pessoa Teste', email, password: 'segredo-123' } });

describe('mail flooding through sign-up', () => {
  it('30 sign-ups for one address: limited per e-mail, and two mails in all', async () => {
    const email = 'alvo-novo@exemplo.com.br';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signUp(email)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    const mails = await mailsTo(t, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirme seu email no Hub Premium',
      'Você já tem uma conta no Hub Premium',
    ]);
  });

  it('the "você já tem uma conta" notice goes at most once an hour', async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    for (let i = 0; i < 5; i++) expect((await signUp(email)).status).toBe(201);
    const notices = async () =>
      (await mailsTo(t, email)).filter((mail) => mail.subject.startsWith('Você já tem uma conta'));
    expect(await notices()).toHaveLength(1);

    // An hour later the owner may be told again.
    await t.db
      .updateTable('rate_limits')
      .set({ window_started_at: Date.now() - 60 * 60 * 1000 - 1 })
      .where('key', '=', `existing-account-notice:${email}`)
      .execute();
    expect((await signUp(email)).status).toBe(201);
    expect(await notices()).toHaveLength(2);
  });

  it('signing in to an unconfirmed account resends the confirmation at most 5 times an hour', async () => {
    // Whoever registered someone else's address knows its password and could otherwise flood it.
    const email = 'alvo-nao-confirmado@exemplo.com.br';
    expect((await signUp(email)).status).toBe(201);
    for (let i = 0; i < 10; i++) {
      const res = await t.api().auth['sign-in'].$post({ json: { email, password: 'segredo-123' } });
      expect(res.status).toBe(401);
    }
    const confirmations = (await mailsTo(t, email)).filter((mail) => mail.subject.startsWith('Confirme'));
    expect(confirmations).toHaveLength(5);
  });

  it('forgot-password sends at most 3 reset mails an hour per address, answering alike', async () => {
    // The per-address window alone (10 per 15 min) let ~960 mails a day through.
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const ask = (address: string) => t.api().auth['forgot-password'].$post({ json: { email: address } });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await (await ask(email)).json());
    const stranger = await (await ask('ninguem-aqui@exemplo.com.br')).json();
    expect(new Set([...answers, stranger].map((answer) => JSON.stringify(answer))).size).toBe(1);
    const resets = async () =>
      (await mailsTo(t, email)).filter((mail) => mail.subject.startsWith('Redefinição de senha'));
    expect(await resets()).toHaveLength(3);

    // An hour later the owner may ask again.
    await t.db
      .updateTable('rate_limits')
      .set({ window_started_at: Date.now() - 60 * 60 * 1000 - 1 })
      .where('key', '=', `reset-mail:${email}`)
      .execute();
    await t.db.deleteFrom('rate_limits').where('key', '=', `forgot-password:email:${email}`).execute();
    expect((await ask(email)).status).toBe(200);
    expect(await resets()).toHaveLength(4);
  });
});
