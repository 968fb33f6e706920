import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Behind a proxy, the client writes the left of X-Forwarded-For; only what the
// trusted proxies appended (the right end) identifies the caller for per-IP limits.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const failedSignIn = (app: TestApp, forwardedFor: string, i: number) =>
  app
    .api()
    .auth['sign-in'].$post(
      { json: { email: `alguem-${i}@exemplo.com.br`, password: 'errada-123' } },
      { headers: { 'x-forwarded-for': forwardedFor } },
    );

describe('client IP behind a proxy (TRUST_PROXY)', () => {
  it('true: the address the proxy appended counts, whatever the client wrote before it', async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', AUTH_LIMIT_PER_IP: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await failedSignIn(t, `10.0.0.${i}, 203.0.113.7`, i)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy is not affected.
    expect((await failedSignIn(t, '10.0.0.1, 203.0.113.8', 9)).status).toBe(401);
  });

  it('a number: that many proxies, so the entry that many places from the right', async () => {
    t = await createTestApp({ TRUST_PROXY: '2', AUTH_LIMIT_PER_IP: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await failedSignIn(t, `10.0.0.${i}, 203.0.113.7, 192.168.0.${i}`, i)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
