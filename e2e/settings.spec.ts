import type { Page } from '@playwright/test';
import { expect, expectToast, openScreen, test } from './fixtures';
import { ptBrDate } from './member-screens-helpers';

// /configuracoes (docs/product.md#member-area), its Perfil, Segurança and Plano tabs. Prices and dates in pt-BR.
test.describe('/configuracoes', () => {
  test('Perfil is the default tab; the name is saved and the e-mail and account type are read-only', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('member', { fullName: 'Marcos Antigo' });
    await page.goto('/configuracoes');
    await expect(page.getByRole('tab')).toHaveText(['Perfil', 'Segurança', 'Plano']);
    await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');

    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(user.email);
    await expect(email).not.toBeEditable();
    await expect(email).toHaveAccessibleDescription('O email não pode ser alterado');
    await expect(page.getByLabel('Tipo de Conta')).toHaveValue('Usuário');
    await expect(page.getByLabel('Tipo de Conta')).not.toBeEditable();

    await page.getByLabel('Nome completo').fill('Marcos Novo Nome');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Perfil atualizado com sucesso');
    await expect(page.getByTestId('user-name')).toHaveText('Marcos Novo Nome');

    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText('Marcos Novo Nome');
    await expect(page.getByLabel('Nome completo')).toHaveValue('Marcos Novo Nome');
  });

  test('an admin account reads Administrador', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/configuracoes');
    await expect(page.getByLabel('Tipo de Conta')).toHaveValue('Administrador');
    await page.getByRole('tab', { name: 'Plano' }).click();
    await expect(page.getByText('Administradores têm acesso total sem assinatura.')).toBeVisible();
  });

  test('Segurança checks the confirmation, the length and the current password', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('subscriber');
    await openScreen(page, '/configuracoes', 'Segurança');
    const current = page.getByLabel('Senha atual');
    const next = page.getByLabel('Nova senha', { exact: true });
    const confirm = page.getByLabel('Confirmar nova senha');
    const submit = page.getByRole('button', { name: 'Alterar senha' });

    await current.fill(user.password);
    await next.fill('nova-senha-1');
    await confirm.fill('nova-senha-2');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'As senhas não coincidem' })).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');

    await next.fill('12345');
    await confirm.fill('12345');
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'A nova senha deve ter pelo menos 6 caracteres' }),
    ).toBeVisible();

    await current.fill('senha-que-nao-e-minha');
    await next.fill('nova-senha-1');
    await confirm.fill('nova-senha-1');
    await submit.click();
    await expectToast(page, 'Erro', 'Senha atual incorreta.');
  });

  test('a changed password works for a fresh sign-in and the old one no longer does', async ({
    page,
    signInAs,
    browser,
  }) => {
    const user = await signInAs('subscriber');
    await openScreen(page, '/configuracoes', 'Segurança');
    await page.getByLabel('Senha atual').fill(user.password);
    await page.getByLabel('Nova senha', { exact: true }).fill('minha-nova-senha');
    await page.getByLabel('Confirmar nova senha').fill('minha-nova-senha');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expectToast(page, 'Sucesso!', 'Senha alterada com sucesso');
    await expect(page.getByLabel('Senha atual')).toHaveValue('');
    // This device stays signed in.
    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText('Sofia Assinante');

    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto('/auth');
    await fresh.getByLabel('Email').fill(user.email);
    await fresh.getByLabel('Senha').fill(user.password);
    await fresh.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(fresh, 'Erro ao fazer login', /^Email ou senha incorretos\./);
    await fresh.getByLabel('Senha').fill('minha-nova-senha');
    await fresh.getByRole('button', { name: 'Entrar' }).click();
    await expect(fresh).toHaveURL(/\/dashboard$/);
    await expect(fresh.getByTestId('user-name')).toHaveText('Sofia Assinante');
    await fresh.context().close();
  });
});

test.describe('/configuracoes Plano tab', () => {
  const row = (page: Page, label: string) =>
    page
      .getByRole('tabpanel', { name: 'Plano' })
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');

  test('an active plan shows Ativo with the days left, the R$ price, start and expiry', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('subscriber', {
      subscription: { plan: 'anual', expiresInDays: 30, price: 1747 },
    });
    await openScreen(page, '/configuracoes', 'Plano');
    await expect(row(page, 'Plano')).toHaveText('Anual');
    await expect(row(page, 'Status')).toHaveText('Ativo · 30 dias');
    await expect(row(page, 'Status').getByText(/^Ativo/)).toHaveAttribute('data-variant', 'success');
    await expect(row(page, 'Valor')).toHaveText('R$ 1.747,00');
    await expect(row(page, 'Início')).toHaveText(ptBrDate(user.subscription?.started_at ?? ''));
    await expect(row(page, 'Expira em')).toHaveText(ptBrDate(user.subscription?.expires_at ?? ''));
    await expect(row(page, 'Dias restantes')).toHaveText('30');
  });

  test('a lapsed plan shows what ended it, and no days left to use', async ({ page, signInAs }) => {
    for (const [status, word] of [
      ['expired', 'Expirado'],
      ['refunded', 'Reembolsado'],
      ['ended', 'Encerrado'],
    ] as const) {
      await page.context().clearCookies();
      await signInAs('member', { subscription: { status, expiresInDays: status === 'expired' ? -3 : 10 } });
      await openScreen(page, '/configuracoes', 'Plano');
      await expect(row(page, 'Status')).toHaveText(word);
      await expect(row(page, 'Status').getByText(word)).toHaveAttribute('data-variant', 'destructive');
      await expect(row(page, 'Valor')).toHaveText('R$ 197,00');
      // A refund or Encerrar agora ends access before the grant's end: its days are not the member's.
      const daysLeft = row(page, 'Dias restantes');
      if ((await daysLeft.count()) > 0) await expect(daysLeft).toHaveText('0');
    }
  });

  test('a plan cancelled at the end of its period shows Cancelado with the day access ends', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('member', {
      subscription: { status: 'cancelled', expiresInDays: 10, price: 29.9 },
    });
    const end = new Date(user.subscription?.expires_at ?? '');
    const dayMonth = ptBrDate(end).slice(0, 5);
    await openScreen(page, '/configuracoes', 'Plano');
    await expect(row(page, 'Status')).toHaveText(`Cancelado (acesso até ${dayMonth})`);
    await expect(row(page, 'Status').getByText(/^Cancelado/)).toHaveAttribute('data-variant', 'secondary');
    await expect(row(page, 'Valor')).toHaveText('R$ 29,90');
    await expect(row(page, 'Expira em')).toHaveText(ptBrDate(end));
    await expect(row(page, 'Dias restantes')).toHaveText('10');
  });

  test('a lifetime plan never expires', async ({ page, signInAs }) => {
    await signInAs('subscriber', { subscription: { plan: 'vitalicio', price: 2497 } });
    await openScreen(page, '/configuracoes', 'Plano');
    await expect(row(page, 'Plano')).toHaveText('Vitalício');
    await expect(row(page, 'Status')).toHaveText('Ativo');
    await expect(row(page, 'Expira em')).toHaveText('Nunca');
    await expect(row(page, 'Valor')).toHaveText('R$ 2.497,00');
    await expect(row(page, 'Dias restantes')).toHaveCount(0);
  });
});
