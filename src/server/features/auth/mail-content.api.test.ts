import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Whoever signs up chooses the name; the address may belong to someone else. Mails
// that reach an address before its owner confirmed it carry nothing that stranger typed, and
// the log line names the recipient, never the link (its token is a credential).
const BAIT = 'Ganhe um prêmio em https://golpe.example/premio';
const logLines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  t = await createTestApp({}, { logger: pino({ level: 'info' }, sink) });
});
afterAll(() => t.close());

const signUp = (email: string, fullName = BAIT) =>
  t.api().auth['sign-up'].$post({ json: { fullName, email, password: 'segredo-123' } });
const forgotPassword = (email: string) => t.api().auth['forgot-password'].$post({ json: { email } });
const expectNoBait = (mail: { text: string; html?: string }) => {
  expect(JSON.stringify(mail)).not.toContain('golpe');
  expect(JSON.stringify(mail)).not.toContain('prêmio');
};

describe('mail content before the address is confirmed', () => {
  it('the confirmation mail carries no name, and the log never its confirmation link', async () => {
    const email = 'vitima-1@exemplo.com.br';
    expect((await signUp(email)).status).toBe(201);
    const [mail] = await mailsTo(t, email);
    expect(mail?.text).toMatch(/^Olá!/);
    expectNoBait(mail ?? { text: '' });
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const logged = logLines.filter((line) => line.to === email);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('token=');
    expect(JSON.stringify(logged)).not.toContain('golpe');
  });

  it('neither do the notice and the reset mail of an unconfirmed account', async () => {
    const email = 'vitima-2@exemplo.com.br';
    await signUp(email);
    await signUp(email, 'Outro Nome');
    await forgotPassword(email);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Olá!/);
      expectNoBait(mail);
    }
  });

  it('a confirmed member is still greeted by name', async () => {
    const { user } = await t.as('member', { fullName: 'Maria Confirmada' });
    await forgotPassword(user?.email ?? '');
    const [mail] = await mailsTo(t, user?.email ?? '');
    expect(mail?.text).toMatch(/^Olá, Maria Confirmada!/);
  });
});
