import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt } from '../../../../test/typed-body';
import { DAY_MS } from '../../../shared/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sliding session', () => {
  it('renews the session row and the browser cookie once the session is due for refresh', async () => {
    const { cookie, user } = await t.as('subscriber');
    // Signed in 10 days ago: 20 of the 30 days left, past the one-day update age.
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 20 * DAY_MS) })
      .where('user_id', '=', user?.id ?? '')
      .execute();

    const res = await t.api(cookie).me.$get();
    expect((await bodyAt(res, 200)).profile?.id).toBe(user?.id);
    const renewed = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(renewed).toMatch(/Max-Age=\d{7}/);
    const row = await t.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', user?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('sends no cookie on an ordinary call', async () => {
    const { cookie } = await t.as('member');
    const res = await t.api(cookie).me.$get();
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('API response headers', () => {
  // In-process (app.request) and served by @hono/node-server, where they go on Node's response.
  const served = async (send: (base: string) => Promise<Response[]>) => {
    const server = createAdaptorServer({ fetch: t.app.fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await send(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  };
  type Call = { path: string; cookie?: string; method?: string; json?: unknown };
  // One call in-process (base null) or over HTTP (base URL): the same raw call both ways, a bad
  // body and an unknown path among them, so untyped on purpose.
  const send = (base: string | null, { path, cookie, method, json }: Call) => {
    if (base === null) return t.request(path, { cookie, method, json });
    const headers: Record<string, string> = { origin: 'http://localhost:3000' };
    if (cookie) headers.cookie = cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${base}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  };

  it('marks every answer, allowed or denied, as not cacheable and not sniffable', async () => {
    const { cookie } = await t.as('member');
    const allowed = { path: '/api/me', cookie };
    const denied = { path: '/api/me/subscription' };
    const invalid = { path: '/api/auth/sign-in', method: 'POST', json: { email: 'x' } };
    const unknown = { path: '/api/nada' };
    const sendAll = async (base: string | null) => {
      const answers = [];
      for (const call of [allowed, denied, invalid, unknown]) answers.push(await send(base, call));
      return answers;
    };
    const inProcess = await sendAll(null);
    const overHttp = await served(sendAll);
    expect(inProcess.map((r) => r.status)).toEqual([200, 401, 400, 404]);
    expect(overHttp.map((r) => r.status)).toEqual([200, 401, 400, 404]);
    for (const res of [...inProcess, ...overHttp]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps a caller's plain request id and replaces any other", async () => {
    const [kept, replaced] = await served((base) =>
      Promise.all([
        fetch(`${base}/api/health`, { headers: { 'x-request-id': 'proxy-id_42=' } }),
        fetch(`${base}/api/health`, { headers: { 'x-request-id': 'bad id<script>' } }),
      ]),
    );
    expect(kept?.headers.get('x-request-id')).toBe('proxy-id_42=');
    expect(replaced?.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
