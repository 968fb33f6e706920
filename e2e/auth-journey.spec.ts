import { randomUUID } from 'node:crypto';
import { expect, expectToast, lastMailTo, ROLE_USERS, test } from './fixtures';

test('a visitor signs up, confirms the e-mail from the outbox, signs in and reaches the dashboard', async ({
  page,
  users,
}) => {
  const email = `jornada-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  users.track(email);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Criar Conta' }).click();
  await page.getByLabel('Nome completo').fill('Joana Jornada');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('segredo-123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expectToast(page, 'Conta criada com sucesso', 'Verifique seu email para confirmar a conta');

  // Not confirmed yet: sign-in is refused.
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('segredo-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Erro ao fazer login', /Confirme seu email/);

  await page.goto((await lastMailTo(email)).link);
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Email confirmado!');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('segredo-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Olá, Joana Jornada!' })).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Sem Plano');
});

test('a wrong password shows Erro ao fazer login', async ({ page, users }) => {
  const user = await users.create(ROLE_USERS.subscriber);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Erro ao fazer login', 'Email ou senha incorretos.');
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
