import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { errorAt } from '../../../../test/typed-body';
import type { AppEnv } from '../../app-env';
import { errorHandler } from './app-error';
import { originCheck } from './middleware';

// A page on another site must not make a member's browser change anything here.
// SameSite=Lax cookies stay the second layer.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // APP_URL http://localhost:3000
});
afterAll(() => t.close());

const rename = (cookie: string | undefined, headers: Record<string, string>, fullName: string) =>
  t.api(cookie).me.profile.$patch({ json: { fullName } }, { headers });
const fullNameOf = async (cookie: string | undefined) =>
  (await (await t.api(cookie).me.$get()).json()).profile?.fullName;

describe('state-changing API calls from another site', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://golpe.example' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.golpe.example' }],
    ['another port', { origin: 'http://localhost:4000' }],
    ['Origin: null (sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('are refused with 403 for %s and change nothing', async (_, headers) => {
    const { cookie } = await t.as('member', { fullName: 'Nome Original' });
    const res = await rename(cookie, headers, 'Nome Trocado');
    const body = await errorAt(res, 403);
    expect(body.message).toBe('Requisição recusada: ela veio de outro site.');
    expectPortugueseError(body);
    expect(await fullNameOf(cookie)).toBe('Nome Original');
  });

  it('refuses sign-in from another site too (no login CSRF)', async () => {
    const user = await t.as('member');
    const res = await t
      .api()
      .auth['sign-in'].$post(
        { json: { email: user.user?.email ?? '', password: user.user?.password ?? '' } },
        { headers: { origin: 'https://golpe.example' } },
      );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['our own Origin', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
    ['our own Origin without Sec-Fetch-Site', { origin: 'http://localhost:3000' }],
    [
      'Sec-Fetch-Site: same-origin (the browser vouches, whatever APP_URL says)',
      { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
    ],
    ['no Origin and no Sec-Fetch-Site (not a browser: scripts, servers)', {}],
  ])('are let through for %s', async (_, headers) => {
    const { cookie } = await t.as('member', { fullName: 'Nome Original' });
    expect((await rename(cookie, headers, 'Nome Novo')).status).toBe(200);
    expect(await fullNameOf(cookie)).toBe('Nome Novo');
  });

  it('leaves reads alone', async () => {
    const { cookie } = await t.as('member');
    const res = await t
      .api(cookie)
      .me.$get(undefined, { headers: { origin: 'https://golpe.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  it('lets exempt paths (server-to-server webhooks) through', async () => {
    const app = new Hono<AppEnv>();
    app.onError(errorHandler(t.deps.logger));
    app.use(originCheck({ appUrl: 'http://localhost:3000', exemptPrefixes: ['/api/webhooks/'] }));
    app.post('/api/webhooks/hotmart', (c) => c.json({ ok: true }));
    app.post('/api/me/profile', (c) => c.json({ ok: true }));
    const post = (path: string) =>
      app.request(path, {
        method: 'POST',
        headers: { origin: 'https://pagamentos.example', 'sec-fetch-site': 'cross-site' },
      });
    expect((await post('/api/webhooks/hotmart')).status).toBe(200);
    expect((await post('/api/me/profile')).status).toBe(403);
  });
});
