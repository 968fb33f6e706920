import type { Browser, Page } from '@playwright/test';
import { expect, openScreen, ROLE_USERS, settled, test } from './fixtures';
import type { TestUsers } from './test-users';

// In real Chromium: a session ended elsewhere sends the person to /auth with a notice
// and back to their page after sign-in; a bookmark survives sign-in; a failing /api/me is an error
// with a retry, never a sign-out. The texts are written out here on purpose.
const NOTICE = 'Sua sessão terminou. Entre novamente.';
const SESSION_ERROR = 'Não foi possível carregar sua conta';

type Person = Awaited<ReturnType<TestUsers['create']>>;

/** A second browser (another device) signed in as the same person. */
async function otherDevice(browser: Browser, person: Person) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/sign-in', {
    data: { email: person.email, password: person.password },
  });
  expect(res.status()).toBe(200);
  return context.newPage();
}

async function signInOnForm(page: Page, person: Person) {
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Senha').fill(person.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: NOTICE });
const atPath = (page: Page, path: string) =>
  expect(page).toHaveURL((url) => url.pathname + url.search === path);

test.describe('a session ended on another device', () => {
  test('Gerar código lands on /auth with the notice, and sign-in returns to the page', async ({
    page,
    browser,
    signInAs,
  }) => {
    const person = await signInAs('subscriber');
    const other = await otherDevice(browser, person);
    await openScreen(other, '/conectar?x=1');
    await openScreen(page, '/dashboard');

    // Sair ends every session of the member.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await other.getByRole('button', { name: 'Gerar código' }).click();
    await atPath(other, '/auth?voltar=/conectar%3Fx%3D1');
    await expect(notice(other)).toBeVisible();
    // The member's name and plan are gone from memory, and no error toast talks over the notice.
    await expect(other.getByText(ROLE_USERS.subscriber.fullName ?? '')).toHaveCount(0);
    await expect(other.getByText('Faça login para continuar.')).toHaveCount(0);

    await signInOnForm(other, person);
    await atPath(other, '/conectar?x=1');
    await settled(other);
    await expect(other.getByRole('button', { name: 'Gerar código' })).toBeVisible();
    await expect(other.getByTestId('user-name')).toHaveText(ROLE_USERS.subscriber.fullName ?? '');
    await other.context().close();
  });

  test('going to Biblioteca lands on /auth with the notice, and sign-in opens Biblioteca', async ({
    page,
    browser,
    signInAs,
  }) => {
    const person = await signInAs('subscriber');
    const other = await otherDevice(browser, person);
    await openScreen(other, '/dashboard');
    await openScreen(page, '/dashboard');
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await other
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Biblioteca' })
      .click();
    await atPath(other, '/auth?voltar=/biblioteca');
    await expect(notice(other)).toBeVisible();
    await expect(other.getByText('Nenhum item disponível')).toHaveCount(0);

    await signInOnForm(other, person);
    await atPath(other, '/biblioteca');
    await expect(other.getByRole('heading', { level: 1, name: 'Biblioteca' })).toBeVisible();
    await other.context().close();
  });
});

test.describe('a bookmarked page while signed out', () => {
  for (const [path, auth, role] of [
    ['/treinamentos?busca=ia', '/auth?voltar=/treinamentos%3Fbusca%3Dia', 'member'],
    ['/conectar', '/auth?voltar=/conectar', 'subscriber'],
  ] as const) {
    test(`${path} survives sign-in`, async ({ page, users }) => {
      const person = await users.create(ROLE_USERS[role]);
      await page.goto(path);
      await atPath(page, auth);
      // Nobody was signed in here: nothing ended.
      await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
      await expect(notice(page)).toHaveCount(0);

      await signInOnForm(page, person);
      await atPath(page, path);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }

  test('a return address off this site is ignored: sign-in opens /dashboard', async ({ page, users }) => {
    const person = await users.create(ROLE_USERS.member);
    await page.goto('/auth?voltar=//example.com/roubo');
    await signInOnForm(page, person);
    await atPath(page, '/dashboard');
  });
});

test('a failing /api/me is an error with a retry, never a sign-out', async ({ page, signInAs }) => {
  await signInAs('subscriber');
  // The server could not read the viewer into the page (web-routes.ts), so the app asks /api/me.
  await page.route('**/dashboard', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script[^>]*id="app-viewer"[^>]*>.*?<\/script>/s, '');
    await route.fulfill({ response, body });
  });
  await page.route('**/api/me', (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: SESSION_ERROR })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Não foi possível falar com o servidor. Verifique sua conexão.',
  );

  await page.unroute('**/api/me');
  await page.route('**/api/me', (route) =>
    route.fulfill({ status: 500, json: { message: 'Erro inesperado' } }),
  );
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('alert')).toHaveText(/O servidor não conseguiu responder agora/);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

  await page.unroute('**/api/me');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Olá, ${ROLE_USERS.subscriber.fullName}!` }),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});
