import { expect, expectNoHorizontalScroll, expectToast, test } from './fixtures';
import { ADMIN_LINKS, card, MEMBER_MENU_LINKS, openDashboard, ptBrDate } from './member-screens-helpers';

// docs/product.md#member-area: the member shell's dashboard and top bar, and the drawer at 360 px.
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
    expect(hrefs).toEqual([...MEMBER_MENU_LINKS.map(([, href]) => href), ...ADMIN_LINKS]);
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
    await expect(menu.getByRole('link')).toHaveCount(MEMBER_MENU_LINKS.length);
    for (const [name, href] of MEMBER_MENU_LINKS) {
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
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')).toHaveCount(
      MEMBER_MENU_LINKS.length,
    );
  });

  test('a lifetime subscriber sees Vitalício as plan, validity and badge', async ({ page, signInAs }) => {
    // A lifetime grant has no end at all (the factory stores none).
    await signInAs('subscriber', { subscription: { plan: 'vitalicio', price: 2497 } });
    await openDashboard(page);

    await expect(page.getByTestId('dashboard-plan')).toHaveText('Vitalício');
    await expect(page.getByTestId('dashboard-validity')).toHaveText('Vitalício');
    await expect(card(page, 'Validade')).toContainText('Acesso para sempre');
    await expect(page.getByTestId('dashboard-status')).toHaveText('Ativo');
    await expect(page.getByTestId('plan-badge')).toHaveText('Vitalício');
    await expect(page.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'default');
  });

  test('a plan cancelled at the end of its period keeps access and says until when', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('subscriber', { subscription: { status: 'cancelled', expiresInDays: 20 } });
    await openDashboard(page);
    const end = ptBrDate(user.subscription?.expires_at ?? new Date());

    await expect(page.getByTestId('dashboard-plan')).toHaveText('Mensal');
    await expect(page.getByTestId('dashboard-validity')).toHaveText(end);
    await expect(card(page, 'Validade')).toContainText(`Cancelada: acesso até ${end}`);
    await expect(page.getByTestId('dashboard-status')).toHaveText('Ativo');
    await expect(page.getByTestId('plan-badge')).toHaveText('Mensal');
    await expect(page.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'default');
  });

  test('the plan badge turns secondary when the plan expires within 7 days', async ({ page, signInAs }) => {
    await signInAs('subscriber', { subscription: { plan: 'anual', expiresInDays: 3, price: 1747 } });
    await openDashboard(page);

    await expect(page.getByTestId('plan-badge')).toHaveText('Anual');
    await expect(page.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'secondary');
    await expect(card(page, 'Validade')).toContainText('3 dias restantes');
  });

  // A buyer the payment webhook created may have no name (Perfil no longer saves an empty one).
  test('the top bar shows the e-mail when the member has no name', async ({ page, signInAs }) => {
    const user = await signInAs('member', { fullName: '' });
    await openDashboard(page);
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
    await expect(drawer.getByRole('link')).toHaveCount(MEMBER_MENU_LINKS.length + ADMIN_LINKS.length);
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
