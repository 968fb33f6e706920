import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTokenFor } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { errorAt } from '../../../../test/typed-body';

// Once the password changed, by a reset or in settings, no older reset link works.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reset = (token: string, password: string) =>
  t.api().auth['reset-password'].$post({ json: { token, password } });

async function expectDead(token: string) {
  const res = await reset(token, 'tentativa-tardia-1');
  expect((await errorAt(res, 400)).message).toBe('Link inválido ou expirado. Peça um novo.');
}

describe('outstanding reset links', () => {
  it('stop working once one of them reset the password', async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const older = await resetTokenFor(t, email);
    const used = await resetTokenFor(t, email);
    expect(older).not.toBe(used);
    expect((await reset(used, 'nova-senha-1')).status).toBe(200);
    await expectDead(older);
    await expect(t.signIn(email, 'nova-senha-1')).resolves.toMatch(/session_token=/);
  });

  it('stop working once the member changed the password in settings', async () => {
    const { user, cookie } = await t.as('member');
    const email = user?.email ?? '';
    const pending = await resetTokenFor(t, email);
    const changed = await t.api(cookie).me.password.$post({
      json: { currentPassword: user?.password ?? '', newPassword: 'trocada-123' },
    });
    expect(changed.status).toBe(200);
    await expectDead(pending);
  });

  it("leave other members' links alone", async () => {
    const { user: one } = await t.as('member');
    const { user: other } = await t.as('member');
    const othersLink = await resetTokenFor(t, other?.email ?? '');
    expect((await reset(await resetTokenFor(t, one?.email ?? ''), 'nova-senha-2')).status).toBe(200);
    expect((await reset(othersLink, 'nova-senha-3')).status).toBe(200);
  });
});
