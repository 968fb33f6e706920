import { expect, expectNoAxeViolations, openScreen, test } from './fixtures';

// DECISIONS look and feel: both themes must stay readable and navigable; axe checks each screen.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('the member screens have no axe violations', async ({ page, signInAs }) => {
      test.slow();
      await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 204, body: '' }));
      await signInAs('admin');
      for (const [path, tab] of [
        ['/dashboard'],
        ['/configuracoes', 'Perfil'],
        ['/configuracoes', 'Segurança'],
        ['/configuracoes', 'Plano'],
        ['/conectar'],
        ['/tutorial'],
        ['/afiliacao'],
        ['/acesso-admin'],
        ['/admin/tools'],
        ['/admin/integracoes'],
      ] as const) {
        await openScreen(page, path, tab);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectNoAxeViolations(page, `${path} ${tab ?? ''}`);
      }
    });

    test('the overview, the user list and the audit trail have no axe violations', async ({
      page,
      signInAs,
    }) => {
      test.slow();
      await signInAs('admin');
      for (const path of ['/admin', '/admin/usuarios', '/admin/auditoria']) {
        await openScreen(page, path);
        await expectNoAxeViolations(page, path);
      }
    });

    test('the code dialog, the tutorial steps and the locked admin access have no axe violations', async ({
      page,
      signInAs,
    }) => {
      test.slow();
      await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 204, body: '' }));
      await signInAs('subscriber');
      await openScreen(page, '/conectar');
      await page.getByRole('button', { name: 'Gerar código' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
      await expectNoAxeViolations(page, '/conectar code dialog');
      await openScreen(page, '/tutorial');
      await page.getByRole('button', { name: /^Linux/ }).click();
      await expectNoAxeViolations(page, '/tutorial Linux steps');
      await openScreen(page, '/acesso-admin');
      await expectNoAxeViolations(page, '/acesso-admin locked');
    });

    test('the public screens have no axe violations', async ({ page, signInAs }) => {
      test.slow();
      for (const path of ['/auth', '/redefinir-senha', '/subscription-expired', '/rota-inexistente']) {
        await openScreen(page, path);
        await expectNoAxeViolations(page, path);
      }
      await signInAs('expired');
      await openScreen(page, '/subscription-expired');
      await expect(page.getByRole('group', { name: 'Sua assinatura' })).toBeVisible();
      await expectNoAxeViolations(page, '/subscription-expired (expired member)');
    });
  });
}
