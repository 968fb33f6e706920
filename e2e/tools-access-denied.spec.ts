import { expect, expectMemberSentFromTools, openScreen, test } from './fixtures';
import { recordApiBodies, SECRETS, TOOL } from './tools-access-helpers';

// In real Chromium: who may not see the tool access, nor any of its secrets.

test.describe('who may not', () => {
  test('a member without a subscription is sent away from /conectar, and the API refuses', async ({
    page,
    signInAs,
  }) => {
    await expectMemberSentFromTools(page, signInAs);
    for (const [method, url] of [
      ['GET', '/api/tools-access/credentials'],
      ['POST', '/api/tools-access/code'],
      ['GET', '/api/tools-access/admin-access'],
      ['POST', '/api/tools-access/admin-access/code'],
    ] as const) {
      const res = await page.request.fetch(url, { method });
      expect(res.status(), url).toBe(403);
      const text = await res.text();
      for (const secret of [...SECRETS, TOOL.password]) expect(text).not.toContain(secret);
    }
  });

  for (const role of ['subscriber', 'member'] as const) {
    test(`a ${role} sees /acesso-admin locked, and its endpoints answer 403`, async ({ page, signInAs }) => {
      const apiBodies = recordApiBodies(page);
      await signInAs(role);
      await openScreen(page, '/acesso-admin');
      await expect(page.getByText('Área restrita')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Preciso do código!' })).toHaveCount(0);
      await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
      for (const [method, url] of [
        ['GET', '/api/tools-access/admin-access'],
        ['POST', '/api/tools-access/admin-access/code'],
      ] as const) {
        expect((await page.request.fetch(url, { method })).status()).toBe(403);
      }
      for (const secret of SECRETS) expect((await apiBodies()).join('\n')).not.toContain(secret);
    });
  }
});
