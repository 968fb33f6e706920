import type { Locator, Page } from '@playwright/test';
import { E2E_ENV } from './e2e-env';
import {
  type E2ERole,
  expect,
  expectMemberSentFromTools,
  openScreen,
  ROLE_USERS,
  settled,
  test,
} from './fixtures';
import { type Buyer, expectMemberCheckout } from './member-screens-helpers';

// docs/product.md#plans-and-access: every screen tells a member the same thing about their plan, a lapsed
// member always sees Renovar (a cancelled one Reativar), and someone who never had a plan is never
// told it expired. Their checkout links carry them (docs/product.md#payments).

const MENSAL_CHECKOUT = E2E_ENV.CHECKOUT_URL_MENSAL ?? '';
const ANUAL_CHECKOUT = E2E_ENV.CHECKOUT_URL_ANUAL ?? '';
const ptBrDate = (value: Date | string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
    new Date(value),
  );

const card = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

/** The person a test signed in as, as their checkout links carry them. */
const buyerOf = (role: E2ERole, user: { email: string }): Buyer => ({
  email: user.email,
  name: ROLE_USERS[role].fullName ?? '',
});

const expectRenew = (scope: Locator, url: string, buyer: Buyer) =>
  expectMemberCheckout(scope.getByRole('link', { name: 'Renovar' }), url, buyer);

test.describe('/subscription-expired adapts to who opens it', () => {
  test('an active subscriber lands on the dashboard', async ({ page, signInAs }) => {
    await signInAs('subscriber');
    await page.goto('/subscription-expired');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
    await expect(page.getByText('Expirada')).toHaveCount(0);
  });

  test('a member who never had a plan is invited to choose one, never told it expired', async ({
    page,
    signInAs,
  }) => {
    const user = await expectMemberSentFromTools(page, signInAs);
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha seu plano' })).toBeVisible();
    await expect(page).toHaveTitle('Escolha seu plano — Hub Premium');
    await expect(page.getByRole('group', { name: 'Sua assinatura' })).toHaveCount(0);
    await expect(page.getByText(/expir/i)).toHaveCount(0);
    await expectMemberCheckout(
      page.getByRole('link', { name: 'Assinar Mensal' }),
      MENSAL_CHECKOUT,
      buyerOf('member', user),
    );
  });

  test('an expired member sees the real plan and date, with Renovar', async ({ page, signInAs }) => {
    const user = await signInAs('expired', {
      subscription: { plan: 'anual', expiresInDays: -4, status: 'expired' },
    });
    await page.goto('/subscription-expired');
    await expect(page.getByRole('heading', { level: 1, name: 'Sua assinatura expirou' })).toBeVisible();
    const details = page.getByRole('group', { name: 'Sua assinatura' });
    await expect(details).toContainText('Anual');
    await expect(details.getByText('Expirada', { exact: true })).toBeVisible();
    await expect(details).toContainText(`Expirou em ${ptBrDate(user.subscription?.expires_at ?? '')}`);
    await expectRenew(details, ANUAL_CHECKOUT, buyerOf('expired', user));
  });

  test('a member whose plan was refunded or ended reads what happened, with Renovar', async ({
    page,
    signInAs,
  }) => {
    for (const [status, heading, word] of [
      ['refunded', 'Sua assinatura foi reembolsada', 'Reembolsada'],
      ['ended', 'Sua assinatura foi encerrada', 'Encerrada'],
    ] as const) {
      await page.context().clearCookies();
      const user = await signInAs('member', { subscription: { status, expiresInDays: 10 } });
      await page.goto('/subscription-expired');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const details = page.getByRole('group', { name: 'Sua assinatura' });
      await expect(details.getByText(word, { exact: true })).toBeVisible();
      // Its end never came: no "Expirou em" for a plan stopped before it.
      await expect(details).not.toContainText('Expirou em');
      await expectRenew(details, MENSAL_CHECKOUT, buyerOf('member', user));
    }
  });

  test('a member who cancelled at the end of the period still has access: sent to the dashboard', async ({
    page,
    signInAs,
  }) => {
    await signInAs('member', { subscription: { status: 'cancelled', expiresInDays: 10 } });
    await page.goto('/subscription-expired');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-status')).toHaveText('Ativo');
  });
});

test.describe('an expired member, on the dashboard and the Plano tab', () => {
  test('both say Mensal · Expirado, as the top-bar badge does, and both offer Renovar', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('expired');
    await page.goto('/dashboard');
    await settled(page);
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Mensal');
    await expect(card(page, 'Plano Atual')).toContainText('Expirado');
    await expect(page.getByTestId('plan-badge')).toHaveText('Expirado');
    await expect(page.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByTestId('dashboard-validity')).toHaveText(
      ptBrDate(user.subscription?.expires_at ?? ''),
    );
    await expect(card(page, 'Validade')).toContainText('Assinatura expirada');
    await expect(page.getByTestId('dashboard-status')).toHaveText('Inativo');
    await expectRenew(card(page, 'Plano Atual'), MENSAL_CHECKOUT, buyerOf('expired', user));

    await openScreen(page, '/configuracoes', 'Plano');
    const tab = page.getByRole('tabpanel', { name: 'Plano' });
    await expect(tab).toContainText('Mensal');
    await expect(tab.getByText('Expirado', { exact: true })).toBeVisible();
    await expectRenew(tab, MENSAL_CHECKOUT, buyerOf('expired', user));
  });

  test('a member without a plan is offered Escolha seu plano instead', async ({ page, signInAs }) => {
    await signInAs('member');
    await page.goto('/dashboard');
    await settled(page);
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Sem Plano');
    await expect(page.getByRole('link', { name: 'Renovar' })).toHaveCount(0);
    await card(page, 'Plano Atual').getByRole('link', { name: 'Escolha seu plano' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha seu plano' })).toBeVisible();
  });
});

test.describe('the last 7 days before expiry', () => {
  test('a member 5 days from expiry sees the notice with Renovar beside the secondary badge', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('subscriber', { subscription: { plan: 'anual', expiresInDays: 5 } });
    for (const path of ['/dashboard', '/configuracoes']) {
      await page.goto(path);
      await settled(page);
      const notice = page.getByRole('status').filter({ hasText: 'Sua assinatura vence em 5 dias' });
      await expect(notice).toBeVisible();
      await expectRenew(notice, ANUAL_CHECKOUT, buyerOf('subscriber', user));
      await expect(page.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'secondary');
    }
  });

  test('a plan cancelled at the end of its period says it ends, not that it renews, with Reativar', async ({
    page,
    signInAs,
  }) => {
    const user = await signInAs('subscriber', { subscription: { status: 'cancelled', expiresInDays: 5 } });
    await page.goto('/dashboard');
    await settled(page);
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Sua assinatura foi cancelada e termina em 5 dias' });
    await expect(notice).toBeVisible();
    await expectMemberCheckout(
      notice.getByRole('link', { name: 'Reativar' }),
      MENSAL_CHECKOUT,
      buyerOf('subscriber', user),
    );
    await expect(notice.getByRole('link', { name: 'Renovar' })).toHaveCount(0);
    await expect(page.getByText(/Sua assinatura vence em/)).toHaveCount(0);
  });

  test('a plan with more than 7 days left shows no notice', async ({ page, signInAs }) => {
    await signInAs('subscriber', { subscription: { expiresInDays: 8 } });
    await page.goto('/dashboard');
    await settled(page);
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Mensal');
    await expect(page.getByText(/Sua assinatura vence em/)).toHaveCount(0);
  });
});

test.describe('/redefinir-senha', () => {
  test('without a valid link it says so and leads to a new one', async ({ page }) => {
    for (const path of ['/redefinir-senha', '/redefinir-senha?token=%00quebrado']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
      await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Pedir um novo link' }).click();
    await expect(page.getByRole('button', { name: 'Enviar link' })).toBeVisible();
  });

  test('asks for the password twice, with show and hide', async ({ page }) => {
    // The form itself, for a link the server calls live (its own test proves the check).
    await page.route('**/api/auth/reset-password?token=abc123', (route) =>
      route.fulfill({ json: { live: true } }),
    );
    await page.goto('/redefinir-senha?token=abc123');
    await expect(page).toHaveTitle('Criar nova senha — Hub Premium');
    const password = page.getByLabel('Nova senha', { exact: true });
    await password.fill('nova-senha-1');
    await page.getByLabel('Confirmar nova senha').fill('outra-senha-2');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'As senhas não coincidem' })).toBeVisible();

    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a link the server no longer accepts says so before anything is typed', async ({ page }) => {
    await page.goto('/redefinir-senha?token=naoexistemais');
    await expect(page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
    await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
  });
});

test.describe('page titles', () => {
  test('every screen reads "Página — Hub Premium"', async ({ page, signInAs }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle('Entrar — Hub Premium');
    await signInAs('subscriber');
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard — Hub Premium');
    await page.goto('/configuracoes');
    await expect(page).toHaveTitle('Configurações — Hub Premium');
    await page.goto('/pagina-que-nao-existe');
    await expect(page).toHaveTitle('Página não encontrada — Hub Premium');
  });
});
