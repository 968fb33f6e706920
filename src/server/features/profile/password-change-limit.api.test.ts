import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { errorAt } from '../../../../test/typed-body';

// A stolen session must not become an unlimited oracle for the current password.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_LIMIT_PER_EMAIL: '3' });
});
afterAll(() => t.close());

const change = (cookie: string | undefined, currentPassword: string) =>
  t.api(cookie).me.password.$post({ json: { currentPassword, newPassword: 'nova-senha-123' } });

describe('password change', () => {
  it('is limited per member, with the Portuguese message and Retry-After', async () => {
    const { cookie } = await t.as('member');
    for (let i = 0; i < 3; i++) expect((await change(cookie, `palpite-${i}`)).status).toBe(400);
    const limited = await change(cookie, 'palpite-final');
    const seconds = limited.headers.get('retry-after');
    expect(seconds).toMatch(/^\d+$/);
    const body = await errorAt(limited, 429);
    expect(body.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(body.code).toBe(`rate_limited:${seconds}`);
  });

  it("does not spend another member's attempts", async () => {
    const { cookie: first } = await t.as('member');
    for (let i = 0; i < 4; i++) await change(first, `palpite-${i}`);
    const { user, cookie } = await t.as('member');
    expect((await change(cookie, user?.password ?? '')).status).toBe(200);
  });
});
