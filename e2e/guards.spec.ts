import type { Page } from '@playwright/test';
import { APP_ROUTES } from '../src/shared/routes';
import { type E2ERole, expect, ROLE_USERS, settled, signedInState, test } from './fixtures';

// The route table and the guard order (docs/product.md#who-may-open-what), written out here on
// purpose (not read from the app's evaluateGuard): if the app's table or guard drifts from the
// product's, these tests fail.
type Viewer = 'visitor' | E2ERole;
type Level = 'public' | 'login' | 'subscription' | 'admin';

const ROUTE_TABLE: Record<Level, string[]> = {
  // /redefinir-senha is the password recovery page: public like /auth.
  public: ['/', '/auth', '/termos-uso', '/politica-privacidade', '/subscription-expired', '/redefinir-senha'],
  login: ['/dashboard', '/tutorial', '/treinamentos', '/configuracoes', '/suporte', '/acesso-admin'],
  subscription: ['/conectar', '/biblioteca', '/afiliacao', '/suporte/ferramentas'],
  admin: [
    // /admin (overview) and /admin/auditoria (decision 011).
    '/admin',
    '/admin/usuarios',
    // One member's page.
    '/admin/usuarios/:id',
    '/admin/auditoria',
    '/admin/biblioteca',
    '/admin/biblioteca/adicionar',
    '/admin/biblioteca/editar/:id',
    '/admin/treinamentos',
    '/admin/treinamentos/adicionar',
    '/admin/treinamentos/editar/:id',
    '/admin/assistente',
    '/admin/tools',
    '/admin/ferramentas',
    '/admin/tickets',
    '/admin/logs-suporte',
    // The payment platforms' events and products → plans.
    '/admin/integracoes',
  ],
};
const levelOf = (path: string) =>
  (Object.keys(ROUTE_TABLE) as Level[]).find((level) => ROUTE_TABLE[level].includes(path));

const STAY = 'stay';
/** Guard order: where each kind of person ends up on each kind of route. */
const OUTCOME: Record<Level, Record<Viewer, string>> = {
  public: { visitor: STAY, member: STAY, expired: STAY, subscriber: STAY, admin: STAY },
  login: { visitor: '/auth', member: STAY, expired: STAY, subscriber: STAY, admin: STAY },
  subscription: {
    visitor: '/auth',
    member: '/subscription-expired',
    expired: '/subscription-expired',
    subscriber: STAY,
    admin: STAY,
  },
  admin: {
    visitor: '/auth',
    member: '/dashboard',
    expired: '/dashboard',
    subscriber: '/dashboard',
    admin: STAY,
  },
};

// The three public pages are server-rendered elsewhere: here only their 200 status is checked.
const SERVER_PAGES = ['/', '/termos-uso', '/politica-privacidade'];
const SAMPLE_ID = '3f2b8c1e-5d4a-4e6b-9a7c-1d2e3f4a5b6c';
const VIEWERS: Viewer[] = ['visitor', 'member', 'expired', 'subscriber', 'admin'];

function expectedPath(path: string, viewer: Viewer) {
  const level = levelOf(path);
  if (!level) throw new Error(`${path} is not in the route table`);
  // /auth: a signed-in user visiting it is redirected home: /admin for an admin, else /dashboard.
  if (path === '/auth' && viewer !== 'visitor') return viewer === 'admin' ? '/admin' : '/dashboard';
  const outcome = OUTCOME[level][viewer];
  const final = outcome === STAY ? path : outcome;
  // Someone whose plan is running has nothing to renew there.
  if (final === '/subscription-expired' && (viewer === 'subscriber' || viewer === 'admin'))
    return '/dashboard';
  return final;
}

/** The screen at the final path really rendered (not a blank page or a stuck spinner). */
async function expectRendered(page: Page, finalPath: string, viewer: Viewer) {
  await settled(page);
  switch (finalPath) {
    case '/auth':
      await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
      return;
    case '/redefinir-senha':
      // Opened without the e-mailed token: the page says so and offers a new link.
      await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
      return;
    case '/subscription-expired': {
      // Someone who never had a plan is invited to choose one, never told it expired.
      const heading = viewer === 'member' ? 'Escolha seu plano' : 'Sua assinatura expirou';
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (viewer === 'visitor') {
        await expect(page.getByRole('link', { name: 'Voltar ao Login' })).toBeVisible();
        return;
      }
      // A signed-in member is never stranded there: back to the member area, or out.
      await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
      return;
    }
  }
  // Everything else sits in the member layout: sidebar, the top bar with the person's name, a heading.
  if (viewer === 'visitor') throw new Error(`a visitor should never see ${finalPath}`);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(ROLE_USERS[viewer].fullName ?? '');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  if (finalPath === '/dashboard') {
    await expect(
      page.getByRole('heading', { level: 1, name: `Olá, ${ROLE_USERS[viewer].fullName}!` }),
    ).toBeVisible();
  }
}

test('the app route table matches the one written out here', () => {
  const ACCESS_OF_LEVEL = { public: 'visitor', login: 'member', subscription: 'subscriber', admin: 'admin' };
  const written = (Object.keys(ROUTE_TABLE) as Level[])
    .flatMap((level) => ROUTE_TABLE[level].map((path) => `${path} ${ACCESS_OF_LEVEL[level]}`))
    .sort();
  expect(APP_ROUTES.map((route) => `${route.path} ${route.access}`).sort()).toEqual(written);
});

/** The title a route's case had as a test of its own: its step's name now. */
function caseTitle(path: string, target: string) {
  if (SERVER_PAGES.includes(path)) return `${path} loads (200)`;
  return target === path ? `${path} is allowed` : `${path} redirects to ${target}`;
}

// One test per kind of person walks every route, each a full page load of its own (a step named as
// the route's case), in one signed-in browser context: its HTTP cache keeps the hashed chunks, so
// each case is one load of the route with a warm cache, without a test's own setup, trace and
// teardown around each of the 5 × 34 loads.
for (const viewer of VIEWERS) {
  test(`as ${viewer}: every route is allowed or redirected as the guard order says`, async ({
    browser,
    users,
  }) => {
    // A few seconds per load on a busy 2-core machine; the default budget is for one journey.
    test.setTimeout(APP_ROUTES.length * 10_000);
    const state = viewer === 'visitor' ? undefined : (await signedInState(users, viewer)).storageState;
    const context = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    try {
      for (const route of APP_ROUTES) {
        const path = route.path.replace(':id', SAMPLE_ID);
        const target = expectedPath(route.path, viewer).replace(':id', SAMPLE_ID);
        await test.step(caseTitle(path, target), async () => {
          const response = await page.goto(path);
          expect(response?.status(), `${path} as ${viewer}`).toBe(200);
          if (!SERVER_PAGES.includes(path)) {
            await expect(page, `${path} as ${viewer}`).toHaveURL((url) => url.pathname === target);
            await expectRendered(page, target, viewer);
          }
        });
      }
    } finally {
      await context.close();
    }
  });
}

// A grant cancelled at the end of its period gives access until then; a refunded or
// ended one gives none at once, whatever its end said.
test.describe('subscriber routes by what became of the grant', () => {
  for (const [status, outcome] of [
    ['cancelled', STAY],
    ['refunded', '/subscription-expired'],
    ['ended', '/subscription-expired'],
  ] as const) {
    test(`a ${status} grant with 10 days left: ${outcome === STAY ? 'allowed' : `sent to ${outcome}`}`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('member', { subscription: { status, expiresInDays: 10 } });
      for (const path of ROUTE_TABLE.subscription) {
        await page.goto(path);
        await expect(page).toHaveURL((url) => url.pathname === (outcome === STAY ? path : outcome));
        // The screen rendered (the guard settled where it is, not on its way elsewhere).
        await settled(page);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === (outcome === STAY ? path : outcome));
      }
    });
  }
});

test.describe('unknown paths', () => {
  for (const path of ['/pagina-que-nao-existe', '/admin/inexistente', '/dashboard/extra']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  }

  test('a signed-in member also gets the not-found page', async ({ page, signInAs }) => {
    await signInAs('subscriber');
    const response = await page.goto('/conectar/nada');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  });
});
