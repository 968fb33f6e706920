import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

// DECISIONS look and feel: both themes must stay readable and navigable; axe checks each screen.
async function expectNoViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${screen}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('the member screens have no axe violations', async ({ page, signInAs }) => {
      test.slow();
      await signInAs('admin');
      for (const [path, tab] of [
        ['/dashboard'],
        ['/configuracoes', 'Perfil'],
        ['/configuracoes', 'Segurança'],
        ['/configuracoes', 'Plano'],
      ] as const) {
        await openScreen(page, path, tab);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectNoViolations(page, `${path} ${tab ?? ''}`);
      }
    });

    test('the public screens have no axe violations', async ({ page, signInAs }) => {
      test.slow();
      for (const path of ['/auth', '/redefinir-senha', '/subscription-expired', '/rota-inexistente']) {
        await openScreen(page, path);
        await expectNoViolations(page, path);
      }
      await signInAs('expired');
      await openScreen(page, '/subscription-expired');
      await expect(page.getByRole('group', { name: 'Sua assinatura' })).toBeVisible();
      await expectNoViolations(page, '/subscription-expired (expired member)');
    });
  });
}
