import type { Page } from '@playwright/test';
import { createUser } from '../src/server/seed/factories';
import { E2E_ENV } from './e2e-env';
import {
  expect,
  expectNoHorizontalScroll,
  expectToast,
  lastMailTo,
  openScreen,
  ROLE_USERS,
  settled,
  test,
} from './fixtures';

// SPEC §2 and §4: the member shell (layout, dashboard, settings), the expired page and the auth
// journeys around them. Dates and prices are written the way a Brazilian reader expects them.
const ptBrDate = (value: Date | string) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(value));

const MEMBER_LINKS = [
  ['Dashboard', '/dashboard'],
  ['Ferramentas', '/conectar'],
  ['Biblioteca', '/biblioteca'],
  ['Configurações', '/configuracoes'],
  ['Afiliação', '/afiliacao'],
] as const;
// SPEC's seven, with issue 9's overview first and its audit trail beside the user list, plus
// Gerenciar Treinamentos (decision 012) and Integrações (issue 12).
const ADMIN_LINKS = [
  '/admin',
  '/acesso-admin',
  '/admin/usuarios',
  '/admin/auditoria',
  '/admin/biblioteca',
  '/admin/treinamentos',
  '/admin/assistente',
  '/admin/tools',
  '/admin/tickets',
  '/admin/logs-suporte',
  '/admin/integracoes',
];

const card = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
}

test.describe('dashboard and top bar', () => {
  test('an admin sees Admin / Acesso total ao sistema, Ilimitado, Ativo and the Administração menu', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin', { fullName: 'Ana Administradora' });
    await openDashboard(page);

    await expect(card(page, 'Perfil')).toContainText('Ana Administradora');
    await expect(card(page, 'Plano Atual')).toContainText('Admin');
    await expect(card(page, 'Plano Atual')).toContainText('Acesso total ao sistema');
    await expect(card(page, 'Validade')).toContainText('Ilimitado');
    await expect(page.getByTestId('dashboard-status')).toHaveText('Ativo');

    const topBar = page.getByRole('banner');
    await expect(page.getByTestId('plan-badge')).toHaveText('Admin');
    await expect(page.getByTestId('user-name')).toHaveText('Ana Administradora');
    // The plan badge reads Admin; no second Admin badge beside the name.
    await expect(topBar.getByText('Admin', { exact: true })).toHaveCount(1);

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByText('Administração')).toBeVisible();
    const hrefs = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([...MEMBER_LINKS.map(([, href]) => href), ...ADMIN_LINKS]);
    await expect(menu.getByRole('link', { name: 'Gerenciar Usuários' })).toHaveAttribute(
      'href',
      '/admin/usuarios',
    );
    await expect(menu.getByRole('link', { name: 'Gerenciar Biblioteca' })).toHaveAttribute(
      'href',
      '/admin/biblioteca',
    );
    await expect(menu.getByRole('link', { name: 'Assistente' })).toHaveAttribute('href', '/admin/assistente');
  });

  test('a subscriber sees the plan, the pt-BR expiry date with days left, Ativo, and no admin menu', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('subscriber', { fullName: 'Sofia Assinante' });
    await openDashboard(page);
    const expiresAt = user.subscription?.expires_at ?? new Date();

    await expect(card(page, 'Plano Atual')).toContainText('Mensal');
    await expect(page.getByTestId('dashboard-validity')).toHaveText(ptBrDate(expiresAt));
    await expect(card(page, 'Validade')).toContainText('30 dias restantes');
    await expect(page.getByTestId('dashboard-status')).toHaveText('Ativo');
    await expect(
      page.getByText('Os planos Anual e Vitalício podem ser pagos em até 12x no cartão.'),
    ).toBeVisible();

    const badge = page.getByTestId('plan-badge');
    await expect(badge).toHaveText('Mensal');
    await expect(badge).toHaveAttribute('data-variant', 'default');
    await expect(page.getByTestId('user-name')).toHaveText('Sofia Assinante');
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toHaveCount(0);

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByText('Administração')).toHaveCount(0);
    await expect(menu.getByRole('link')).toHaveCount(5);
    for (const [name, href] of MEMBER_LINKS) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('a member without a plan sees Sem Plano / Nenhum plano ativo, Inativo and a destructive badge', async ({
    page,
    signInAs,
  }) => {
    await signInAs('member');
    await openDashboard(page);

    await expect(page.getByTestId('dashboard-plan')).toHaveText('Sem Plano');
    await expect(card(page, 'Plano Atual')).toContainText('Nenhum plano ativo');
    await expect(page.getByTestId('dashboard-status')).toHaveText('Inativo');
    await expect(page.getByTestId('plan-badge')).toHaveText('Sem Plano');
    await expect(page.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')).toHaveCount(5);
  });

  test('a lifetime subscriber sees Vitalício as plan, validity and badge', async ({ page, signInAs }) => {
    await signInAs('subscriber', { subscription: { plan: 'vitalicio', expiresInDays: 36500, price: 2497 } });
    await openDashboard(page);

    await expect(page.getByTestId('dashboard-plan')).toHaveText('Vitalício');
    await expect(page.getByTestId('dashboard-validity')).toHaveText('Vitalício');
    await expect(page.getByTestId('dashboard-status')).toHaveText('Ativo');
    await expect(page.getByTestId('plan-badge')).toHaveText('Vitalício');
    await expect(page.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'default');
  });

  test('the plan badge turns secondary when the plan expires within 7 days', async ({ page, signInAs }) => {
    await signInAs('subscriber', { subscription: { plan: 'anual', expiresInDays: 3, price: 1747 } });
    await openDashboard(page);

    await expect(page.getByTestId('plan-badge')).toHaveText('Anual');
    await expect(page.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'secondary');
    await expect(card(page, 'Validade')).toContainText('3 dias restantes');
  });

  test('the top bar shows the e-mail when the member has no name', async ({ page, signInAs }) => {
    const user = await signInAs('member', { fullName: 'Nome Provisório' });
    await page.goto('/configuracoes');
    await page.getByLabel('Nome completo').clear();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Perfil atualizado com sucesso');
    await expect(page.getByTestId('user-name')).toHaveText(user.email);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer opens, navigates and closes; nothing scrolls sideways', async ({ page, signInAs }) => {
    await signInAs('admin');
    await openDashboard(page);
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    // The top bar keeps the name; the sign-out button keeps its name when only its icon shows.
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveAttribute('title', 'Alice Admin');
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Administração')).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveCount(MEMBER_LINKS.length + ADMIN_LINKS.length);
    await drawer.getByRole('link', { name: 'Configurações' }).click();

    await expect(page).toHaveURL(/\/configuracoes$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('settings tabs and the expired page fit the screen', async ({ page, signInAs }) => {
    await signInAs('expired');
    await page.goto('/configuracoes');
    for (const tab of ['Perfil', 'Segurança', 'Plano']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await page.goto('/subscription-expired');
    await expect(page.getByRole('heading', { name: 'Sua assinatura', exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

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
    await expectToast(fresh, 'Erro ao fazer login', 'Email ou senha incorretos.');
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

  test('an expired plan shows Expirado', async ({ page, signInAs }) => {
    await signInAs('expired');
    await openScreen(page, '/configuracoes', 'Plano');
    await expect(row(page, 'Status')).toHaveText('Expirado');
    await expect(row(page, 'Valor')).toHaveText('R$ 197,00');
    await expect(row(page, 'Dias restantes')).toHaveText('0');
  });

  test('a cancelled plan shows Cancelado', async ({ page, signInAs }) => {
    await signInAs('member', { subscription: { status: 'cancelled', expiresInDays: 10, price: 29.9 } });
    await openScreen(page, '/configuracoes', 'Plano');
    await expect(row(page, 'Status')).toHaveText('Cancelado');
    await expect(row(page, 'Valor')).toHaveText('R$ 29,90');
  });

  test('a lifetime plan never expires', async ({ page, signInAs }) => {
    await signInAs('subscriber', { subscription: { plan: 'vitalicio', expiresInDays: 36500, price: 2497 } });
    await openScreen(page, '/configuracoes', 'Plano');
    await expect(row(page, 'Plano')).toHaveText('Vitalício');
    await expect(row(page, 'Status')).toHaveText('Ativo');
    await expect(row(page, 'Expira em')).toHaveText('Nunca');
    await expect(row(page, 'Valor')).toHaveText('R$ 2.497,00');
    await expect(row(page, 'Dias restantes')).toHaveCount(0);
  });
});

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
  test('Esqueci minha senha: the e-mailed link sets a new password that signs in', async ({ page, deps }) => {
    const user = await createUser(deps, { ...ROLE_USERS.subscriber, fullName: 'Rita Recupera' });
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
    deps,
  }) => {
    const user = await createUser(deps, ROLE_USERS.subscriber);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sign-in', async (route) => {
      await held;
      await route.continue();
    });
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
