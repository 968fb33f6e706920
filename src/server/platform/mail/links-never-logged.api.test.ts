import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { hotmartEvent, WEBHOOK_ENV } from '../../../../test/webhook-payloads';

// A link's token is a credential (confirmation, reset, set-password): anyone who
// reads the logs could take the account. Every mail path runs here with every log line kept, at
// the most talkative level, in both modes (outbox and SMTP); the outbox files alone keep the links.

const lines: string[] = [];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);
let t: TestApp;
let smtp: TestApp;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV, { logger });
  // Nothing listens on port 1: every send fails and is logged for a retry.
  smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { logger });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (app: TestApp, path: string, json: unknown) => app.request(path, { method: 'POST', json });
const PASSWORD = 'segredo-123';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('mail links never reach the log', () => {
  const links: string[] = [];

  beforeAll(async () => {
    // Sign-up (confirmation), the same address again (notice), a sign-in before confirming (a new confirmation).
    const email = 'registro-logs@exemplo.com.br';
    await post(t, '/api/auth/sign-up', { fullName: 'Registro Logs', email, password: PASSWORD });
    await post(t, '/api/auth/sign-up', { fullName: 'Outra Pessoa', email, password: 'outra-senha-123' });
    await post(t, '/api/auth/sign-in', { email, password: PASSWORD });
    const confirmations = (await mailsTo(t, email))
      .map((mail) => mail.link)
      .filter((link) => link.includes('token='));
    const confirmation = new URL(confirmations.at(-1) ?? 'http://x');
    expect((await t.request(confirmation.pathname + confirmation.search)).status).toBe(302);
    // Recovery: the reset link, then used.
    await post(t, '/api/auth/forgot-password', { email });
    const reset = (await mailsTo(t, email)).at(-1)?.link ?? '';
    expect(
      (await post(t, '/api/auth/reset-password', { token: tokenOf(reset), password: 'nova-senha-123' }))
        .status,
    ).toBe(200);
    // A buyer the payment webhook creates gets a set-password link.
    const buyer = 'comprador-logs@exemplo.com.br';
    const delivery = await t.request('/api/webhooks/hotmart', {
      method: 'POST',
      json: hotmartEvent({ email: buyer }),
      headers: { 'x-hotmart-hottok': WEBHOOK_ENV.HOTMART_HOTTOK },
    });
    expect(delivery.status).toBe(200);
    await t.deps.payments.drain();
    const setPassword = (await mailsTo(t, buyer)).at(-1)?.link ?? '';
    links.push(...confirmations, reset, setPassword);
    // SMTP mode: the send fails and its retry is logged.
    await post(smtp, '/api/auth/sign-up', {
      fullName: 'Smtp Logs',
      email: 'smtp-logs@exemplo.com.br',
      password: PASSWORD,
    });
    await smtp.deps.mail.worker.drain();
  });

  it('ran every path: confirmation, reset and set-password links were mailed', () => {
    expect(
      links.filter((link) => link.includes('/api/auth/verify-email?token=')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(links.filter((link) => link.includes('/redefinir-senha?token='))).toHaveLength(2);
    expect(lines.some((line) => line.includes('mail written to outbox'))).toBe(true);
    expect(lines.some((line) => line.includes('mail failed, will retry'))).toBe(true);
  });

  it('no log line carries token= or any of the tokens', () => {
    expect(lines.filter((line) => line.includes('token='))).toEqual([]);
    for (const link of links) expect(lines.filter((line) => line.includes(tokenOf(link)))).toEqual([]);
  });
});
