import type { Locator, Page } from '@playwright/test';
import { type E2ERole, expect, expectNoAxeViolations, openScreen, test } from './fixtures';

// Issue 19 §3: a list or card whose request fails shows an error with "Tentar novamente", never its
// "nothing yet" state, and the retry brings the data. The texts are written out here on purpose.
// Other files own the library and trainings tables: what recovers there is the list or its empty text.
const LOAD_ERROR = 'Não foi possível carregar. Verifique sua conexão e tente de novo.';

type Screen = {
  path: string;
  api: string;
  role: E2ERole;
  /** What a failure used to show: the screen's "nothing yet" text, or the overview's endless spinner. */
  notYet: string;
  /** What the screen shows once its data arrived. */
  loaded: (page: Page) => Locator;
};

/** A list screen has loaded when it shows its list or, with nothing in it, its empty text. */
const listOrEmpty = (list: string, empty: string) => (page: Page) =>
  page.getByRole('list', { name: list, exact: true }).or(page.getByText(empty, { exact: true }));

const listScreen = (path: string, api: string, role: E2ERole, list: string, empty: string): Screen => ({
  path,
  api,
  role,
  notYet: empty,
  loaded: listOrEmpty(list, empty),
});

const SCREENS: Screen[] = [
  listScreen('/biblioteca', '/api/library', 'subscriber', 'Itens da biblioteca', 'Nenhum item disponível'),
  listScreen('/treinamentos', '/api/trainings', 'member', 'Treinamentos', 'Nenhum treinamento disponível'),
  // The admin looking is always on the list.
  listScreen('/admin/usuarios', '/api/admin/users', 'admin', 'Usuários', 'Nenhum usuário cadastrado.'),
  {
    path: '/admin',
    api: '/api/admin/overview',
    role: 'admin',
    notYet: 'Carregando...',
    loaded: (page) => page.getByText('Assinantes ativos'),
  },
  listScreen(
    '/admin/biblioteca',
    '/api/admin/library',
    'admin',
    'Itens da biblioteca',
    'Nenhum item encontrado',
  ),
  {
    path: '/admin/treinamentos',
    api: '/api/admin/trainings',
    role: 'admin',
    notYet: 'Nenhum treinamento cadastrado',
    loaded: (page) =>
      page.getByRole('table').or(page.getByText('Nenhum treinamento cadastrado', { exact: true })),
  },
  listScreen(
    '/admin/tickets',
    '/api/admin/support/tickets',
    'admin',
    'Tickets',
    'Nenhum ticket por enquanto.',
  ),
  listScreen(
    '/admin/logs-suporte',
    '/api/admin/support/sessions',
    'admin',
    'Sessões',
    'Nenhuma conversa registrada ainda.',
  ),
  listScreen(
    '/admin/auditoria',
    '/api/admin/audit',
    'admin',
    'Registros de auditoria',
    'Nenhuma alteração registrada.',
  ),
];

for (const screen of SCREENS) {
  test(`${screen.path}: a failed ${screen.api} is an error with a retry that loads the data`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(screen.role);
    const isListCall = (url: URL) => url.pathname === screen.api;
    let failed = 0;
    await page.route(isListCall, (route) => {
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Erro interno do servidor' }),
      });
    });

    await openScreen(page, screen.path);
    await expect(page.getByRole('alert').filter({ hasText: LOAD_ERROR })).toBeVisible();
    expect(failed).toBeGreaterThan(0);
    await expect(page.getByText(screen.notYet, { exact: true })).toHaveCount(0);
    await expect(screen.loaded(page)).toHaveCount(0);
    await expectNoAxeViolations(page, `${screen.path} failed`);

    await page.unroute(isListCall);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(screen.loaded(page).first()).toBeVisible();
    await expect(page.getByText(LOAD_ERROR)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  });
}
