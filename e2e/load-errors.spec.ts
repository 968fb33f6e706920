import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { addSubscription } from '../src/server/seed/factories';
import { type E2ERole, expect, expectNoAxeViolations, openScreen, test } from './fixtures';
import { failRequests, LOAD_ERROR, loadError } from './load-error-helpers';

// A list or card whose request fails shows an error with "Tentar novamente", never its
// "nothing yet" state, and the retry brings the data. The texts are written out here on purpose.
// Other files own the library and trainings tables: what recovers there is the list or its empty text.

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
    const { failed, release } = await failRequests(page, screen.api);

    await openScreen(page, screen.path);
    await expect(loadError(page)).toBeVisible();
    expect(failed.count).toBeGreaterThan(0);
    await expect(page.getByText(screen.notYet, { exact: true })).toHaveCount(0);
    await expect(screen.loaded(page)).toHaveCount(0);
    await expectNoAxeViolations(page, `${screen.path} failed`);

    await release();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(screen.loaded(page).first()).toBeVisible();
    await expect(page.getByText(LOAD_ERROR)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  });
}

/** Fails `api` while `open` shows the card, checks the error state, then retries into `loaded`. */
async function failThenRecover(
  page: Page,
  {
    api,
    open,
    notYet,
    loaded,
  }: {
    api: string | RegExp;
    open: () => Promise<Locator>;
    notYet: string;
    loaded: (within: Locator) => Locator;
  },
) {
  const { failed, release } = await failRequests(page, api);
  const within = await open();
  await expect(loadError(within)).toBeVisible();
  expect(failed.count).toBeGreaterThan(0);
  await expect(within.getByText(notYet, { exact: true })).toHaveCount(0);
  await expect(loaded(within)).toHaveCount(0);

  await release();
  await within.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(loaded(within).first()).toBeVisible();
  await expect(within.getByText(LOAD_ERROR)).toHaveCount(0);
}

test('the Plano tab: a failed load is an error, never "no plan yet", and the retry shows the plan', async ({
  page,
  signInAs,
}) => {
  await signInAs('subscriber');
  await failThenRecover(page, {
    api: '/api/me/subscription',
    open: async () => {
      await openScreen(page, '/configuracoes', 'Plano');
      return page.getByRole('tabpanel', { name: 'Plano' });
    },
    notYet: 'Você ainda não tem uma assinatura.',
    loaded: (tab) => tab.getByText('Expira em', { exact: true }),
  });
});

test('the subscription dialog: failed prices and grants are errors, never "no grant yet", and each retry loads its part', async ({
  page,
  signInAs,
  users,
  deps,
}) => {
  const tag = `falha${randomUUID().slice(0, 6)}`;
  const member = await users.create({ email: `${tag}@exemplo.com.br`, fullName: `Membro ${tag}` });
  await addSubscription(deps, member.id, { expiresInDays: 30 });
  await signInAs('admin');
  const dialog = page.getByRole('dialog', { name: 'Assinatura' });
  await failThenRecover(page, {
    api: /^\/api\/admin\/users\/[^/]+\/subscriptions$/,
    open: async () => {
      await openScreen(page, `/admin/usuarios?busca=${tag}`);
      await page
        .getByRole('listitem', { name: `Membro ${tag}` })
        .getByRole('button', { name: 'Assinatura' })
        .click();
      return dialog.getByRole('region', { name: 'Histórico de assinaturas' });
    },
    notYet: 'Nenhuma assinatura ainda.',
    loaded: (grants) => grants.getByRole('list', { name: 'Assinaturas do usuário' }),
  });
  await page.keyboard.press('Escape');

  await failThenRecover(page, {
    api: '/api/admin/plan-prices',
    open: async () => {
      await page.reload();
      await page
        .getByRole('listitem', { name: `Membro ${tag}` })
        .getByRole('button', { name: 'Assinatura' })
        .click();
      return dialog;
    },
    notYet: 'Salvar',
    loaded: (form) => form.getByRole('button', { name: 'Salvar' }),
  });
});

test('/admin/integracoes: failed payment events are an error, never "no event", and the retry loads them', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const events = page.getByRole('region', { name: 'Eventos recebidos' });
  await failThenRecover(page, {
    api: '/api/admin/payments/events',
    open: async () => {
      await openScreen(page, '/admin/integracoes');
      return events;
    },
    notYet: 'Nenhum evento encontrado',
    loaded: (card) =>
      card.getByRole('table', { name: 'Eventos recebidos' }).or(card.getByText('Nenhum evento encontrado')),
  });
});
