import sharp from 'sharp';
import { expect, openScreen, test } from './fixtures';

// The signed-in shell (sidebar, skip link, focus on navigation, names said once,
// the toast region), the tutorial's steps and the library image preview under our CSP.

test('the admin sidebar scrolls: every link is reachable on a 1366×657 laptop', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await signInAs('admin');
  await openScreen(page, '/admin');
  const sidebar = page.locator('aside');
  for (const name of ['Tickets de Suporte', 'Logs do Suporte', 'Integrações']) {
    const link = sidebar.getByRole('link', { name });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await sidebar.getByRole('link', { name: 'Integrações' }).click();
  await expect(page).toHaveURL(/\/admin\/integracoes$/);
});

test('the skip link is the first stop and leads to the page content', async ({ page, signInAs }) => {
  await signInAs('subscriber');
  await openScreen(page, '/dashboard');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after a navigation focus moves to the new page’s heading', async ({ page, signInAs }) => {
  await signInAs('subscriber');
  await openScreen(page, '/dashboard');
  await page.locator('aside').getByRole('link', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/configuracoes$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // By keyboard too, from another page's link.
  await page.locator('aside').getByRole('link', { name: 'Biblioteca' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/biblioteca$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('"Sair" is named once, on a laptop and on a phone; the toast region is named in Portuguese', async ({
  page,
  signInAs,
}) => {
  await signInAs('subscriber');
  await openScreen(page, '/dashboard');
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const signOut = page.getByRole('button', { name: 'Sair', exact: true });
    await expect(signOut).toHaveAccessibleName('Sair');
    await expect(signOut).toHaveText('Sair');
  }
  // The toast machinery arrives with the first toast (decision 018): saving the profile shows one.
  await openScreen(page, '/configuracoes', 'Perfil');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('region', { name: 'Notificações (F8)' })).toHaveCount(1);
  await expect(page.getByText('Perfil atualizado com sucesso').first()).toBeVisible();
});

test('choosing an OS on /tutorial scrolls to its steps and focuses them', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs('subscriber');
  await openScreen(page, '/tutorial');
  await page.getByRole('button', { name: /Windows/ }).click();
  const heading = page.getByRole('heading', { name: 'Instalação no Windows' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(
    page.getByRole('list', { name: 'Passos para Windows' }).getByRole('listitem').first(),
  ).toBeInViewport();
});

test('an image chosen on the library form is previewed, with no console error', async ({
  page,
  signInAs,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAs('admin');
  await openScreen(page, '/admin/biblioteca/adicionar');
  const buffer = await sharp({ create: { width: 160, height: 90, channels: 3, background: '#7a3cc8' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Imagem', { exact: true })
    .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer });
  const preview = page.locator('img[src^="blob:"]');
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  expect(errors).toEqual([]);
});
