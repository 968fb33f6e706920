import { randomUUID } from 'node:crypto';
import { addSubscription } from '../src/server/seed/factories';
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

    test('every standing on the user list, the grants history and the Encerrar agora question have no axe violations', async ({
      page,
      signInAs,
      users,
      deps,
    }) => {
      test.slow();
      // Issue 17 §5: one member per standing, so each badge's colours are checked in this theme.
      const tag = `a11y${randomUUID().slice(0, 6)}`;
      const grants = [
        { expiresInDays: 60 },
        { expiresInDays: 3 },
        { status: 'cancelled', expiresInDays: 20 },
        { status: 'expired', expiresInDays: -3 },
        { status: 'refunded' },
        { status: 'ended', plan: 'vitalicio' },
      ] as const;
      for (const [i, grant] of grants.entries()) {
        const member = await users.create({
          email: `m${i}.${tag}@exemplo.com.br`,
          fullName: `Membro ${i} ${tag}`,
        });
        await addSubscription(deps, member.id, grant);
      }
      await users.create({ email: `nunca.${tag}@exemplo.com.br`, fullName: `Nunca ${tag}` });
      await signInAs('admin');
      await openScreen(page, `/admin/usuarios?busca=${tag}`);
      await expect(page.getByTestId('standing')).toHaveCount(grants.length + 1);
      await expectNoAxeViolations(page, '/admin/usuarios standings');

      const card = page.getByRole('listitem', { name: `Membro 0 ${tag}` });
      await card.getByRole('button', { name: 'Assinatura' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assinatura' });
      await expect(dialog.getByRole('list', { name: 'Assinaturas do usuário' })).toBeVisible();
      await expectNoAxeViolations(page, 'subscription dialog with its grants');
      await dialog.getByRole('button', { name: 'Encerrar agora' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page, 'Encerrar agora question');
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
      // The lapsed member's own screens: the destructive badge and the Plano tab (issue 17 §5).
      await openScreen(page, '/dashboard');
      await expect(page.getByTestId('plan-badge')).toHaveText('Expirado');
      await expectNoAxeViolations(page, '/dashboard (expired member)');
      await openScreen(page, '/configuracoes', 'Plano');
      await expectNoAxeViolations(page, '/configuracoes Plano (expired member)');
    });
  });
}
