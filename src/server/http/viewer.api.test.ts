import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../shared/constants';

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

    const res = await t.request('/api/me', { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).profile.id).toBe(user?.id);
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
    const res = await t.request('/api/me', { cookie });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('API response headers', () => {
  it('marks every answer, allowed or denied, as not cacheable and not sniffable', async () => {
    const { cookie } = await t.as('member');
    for (const res of [
      await t.request('/api/me', { cookie }),
      await t.request('/api/me/subscription'),
      await t.request('/api/auth/sign-in', { method: 'POST', json: { email: 'x' } }),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
