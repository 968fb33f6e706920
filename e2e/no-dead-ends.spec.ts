import { expect, openScreen, settled, test } from './fixtures';

// No dead ends (docs/product.md#member-area): a member without a plan sees which pages the plan
// opens, reaches the renewal page from them, and leaves it for the dashboard or signs out; help
// sits in the menu.

test('a member without a plan sees locks leading to renewal, a way back from it, and help in the menu', async ({
  page,
  signInAs,
}) => {
  await signInAs('member');
  await openScreen(page, '/dashboard');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const library = menu.getByRole('link', { name: /Biblioteca/ });
  await expect(library).toContainText('Requer plano ativo');
  await expect(library.getByTestId('nav-lock')).toBeVisible();
  for (const help of ['Tutorial', 'Treinamentos', 'Suporte'])
    await expect(menu.getByRole('link', { name: help, exact: true })).toBeVisible();

  await library.click();
  await expect(page).toHaveURL(/\/subscription-expired$/);
  await settled(page);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
});
