import { randomUUID } from 'node:crypto';
import {
  expect,
  expectNoAxeViolationsInBothThemes,
  expectToast,
  lastMailTo,
  ROLE_USERS,
  test,
} from './fixtures';

test('a visitor signs up on a phone, is told to confirm, asks again and the link signs them in', async ({
  page,
  users,
}) => {
  const email = `jornada-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  users.track(email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Criar Conta' }).click();
  await expect(page.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos-uso');
  await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/politica-privacidade',
  );
  await page.getByLabel('Nome completo').fill('Joana Jornada');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('segredo-123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();

  // The screen stays (no toast to catch in time) and names the address.
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, 'Confirme seu e-mail');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Reenviar e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'enviamos um novo link' })).toBeVisible();

  // The e-mailed link confirms the address and signs in on this browser.
  await page.goto((await lastMailTo(email)).link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Email confirmado!');
  await expect(page.getByRole('heading', { name: 'Olá, Joana Jornada!' })).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Sem Plano');
});

test('a wrong password shows Erro ao fazer login', async ({ page, users }) => {
  const user = await users.create(ROLE_USERS.subscriber);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Erro ao fazer login', /^Email ou senha incorretos\./);
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign-out lands on / and going back shows no member data', async ({ page, signInAs }) => {
  await signInAs('subscriber', { fullName: 'Paula Privada' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Olá, Paula Privada!' })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Paula Privada')).toHaveCount(0);
});

test('the theme choice survives a reload', async ({ page, signInAs }) => {
  await signInAs('member');
  await page.goto('/dashboard');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});
