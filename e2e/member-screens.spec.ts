import { E2E_ENV } from './e2e-env';
import { expect, expectToast, holdRequests, lastMailTo, ROLE_USERS, test } from './fixtures';
import { ptBrDate } from './member-screens-helpers';

// The expired page and the auth journeys around the member shell.
test.describe('/subscription-expired', () => {
  const CHECKOUTS = [
    ['Assinar Mensal', E2E_ENV.CHECKOUT_URL_MENSAL ?? ''],
    ['Assinar Anual', E2E_ENV.CHECKOUT_URL_ANUAL ?? ''],
    ['Assinar Vitalício', E2E_ENV.CHECKOUT_URL_VITALICIO ?? ''],
  ] as const;

  test('a visitor sees the three plans, the guarantee, support and the way back to the login', async ({
    page,
    context,
  }) => {
    await context.route('https://checkout.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title><h1>Checkout</h1>' }),
    );
    await page.goto('/subscription-expired');
    await expect(page.getByRole('heading', { name: 'Sua assinatura expirou' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sua assinatura', exact: true })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByText('R$ 197,00')).toBeVisible();
    await expect(page.getByText('R$ 1.747,00')).toBeVisible();
    await expect(page.getByText('R$ 2.497,00')).toBeVisible();
    await expect(page.getByText(/Garantia de 30 dias/)).toBeVisible();

    for (const [name, url] of CHECKOUTS) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      const popupOpened = page.waitForEvent('popup');
      await link.click();
      const popup = await popupOpened;
      await expect(popup).toHaveURL(url);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
    }

    const support = page.getByRole('link', { name: 'Falar com o suporte' });
    await expect(support).toHaveAttribute('href', E2E_ENV.SUPPORT_CHAT_URL ?? '');
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', /\bnoopener\b/);

    await page.getByRole('link', { name: 'Voltar ao Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  });

  test('an expired member is sent here and sees their lapsed subscription as Expirada', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('expired');
    await page.goto('/biblioteca');
    await expect(page).toHaveURL(/\/subscription-expired$/);
    const details = page.getByRole('group', { name: 'Sua assinatura' });
    await expect(details).toContainText('Mensal');
    await expect(details.getByText('Expirada', { exact: true })).toBeVisible();
    await expect(details).toContainText(ptBrDate(user.subscription?.expires_at ?? ''));
  });
});

test.describe('/auth', () => {
  test('Esqueci minha senha: the e-mailed link sets a new password that signs in', async ({
    page,
    users,
  }) => {
    const user = await users.create({ ...ROLE_USERS.subscriber, fullName: 'Rita Recupera' });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expectToast(page, 'Verifique seu email', /você receberá um link para redefinir a senha/);

    const mail = await lastMailTo(user.email);
    expect(mail.link).toContain('/redefinir-senha?token=');
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('recuperada-123');
    await page.getByLabel('Confirmar nova senha').fill('recuperada-123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expectToast(page, 'Senha redefinida');
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Senha').fill('recuperada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Olá, Rita Recupera!' })).toBeVisible();
  });

  test('a signed-in member visiting /auth lands on the dashboard', async ({ page, signInAs }) => {
    await signInAs('member', { fullName: 'Marcos Logado' });
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Olá, Marcos Logado!' })).toBeVisible();
  });

  test('the sign-in button reads Entrando... and is disabled while the request is in flight', async ({
    page,
    users,
  }) => {
    const user = await users.create(ROLE_USERS.subscriber);
    const release = await holdRequests(page, '**/api/auth/sign-in');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Senha').fill(user.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    const busy = page.getByRole('button', { name: 'Entrando...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
