import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addSubscription } from '../src/server/seed/factories';
import { APP_ROUTES, SERVER_PAGES } from '../src/shared/routes';
import { CHAT_TEXTS } from '../src/shared/support-chat';
import {
  type A11yScreen,
  expectScreensAxeClean,
  STUB_ITEM,
  STUB_TRAINING,
  shows,
  stubContent,
} from './a11y-helpers';
import { expect, expectNoAxeViolationsInBothThemes, openScreen, settled, test } from './fixtures';
import { failRequests, loadError } from './load-error-helpers';

// Both themes must stay readable and navigable (docs/product.md#screens-and-routes); axe checks every
// screen of APP_ROUTES, filled with data, and the states a screen can be in: an open dialog, a
// failed load. Each in the light theme, then switched in place to the dark one (fixtures.ts).

const list = (name: string) => shows((page) => page.getByRole('list', { name, exact: true }));
const field = (label: string) => shows((page) => page.getByLabel(label, { exact: true }));
/** An editor is ready once its form holds the row it edits. */
const editing = (label: string, value: string) => (page: Page) =>
  expect(page.getByLabel(label, { exact: true })).toHaveValue(value);

/** Every member screen, seen by an admin (the widest sidebar, every card filled), in two runs. */
const MEMBER_ACCOUNT_SCREENS: A11yScreen[] = [
  { path: '/dashboard' },
  { path: '/configuracoes', tab: 'Perfil' },
  { path: '/configuracoes', tab: 'Segurança' },
  { path: '/configuracoes', tab: 'Plano' },
  { path: '/afiliacao' },
  { path: '/acesso-admin', ready: field('Email') },
];

const MEMBER_CONTENT_SCREENS: A11yScreen[] = [
  { path: '/tutorial' },
  { path: '/treinamentos', ready: list('Treinamentos') },
  { path: '/suporte', ready: shows((page) => page.getByTestId('support-chat')) },
  { path: '/suporte/ferramentas', ready: shows((page) => page.getByTestId('support-chat')) },
  { path: '/conectar', ready: field('Email') },
  { path: '/biblioteca', ready: list('Itens da biblioteca') },
];

const ADMIN_CONTENT_SCREENS: A11yScreen[] = [
  { path: '/admin/biblioteca', ready: list('Itens da biblioteca') },
  { path: '/admin/biblioteca/adicionar', ready: field('Nome') },
  {
    path: `/admin/biblioteca/editar/${STUB_ITEM.id}`,
    ready: editing('Nome', STUB_ITEM.name),
  },
  { path: '/admin/treinamentos', ready: shows((page) => page.getByRole('table')) },
  { path: '/admin/treinamentos/adicionar', ready: field('Título') },
  {
    path: `/admin/treinamentos/editar/${STUB_TRAINING.id}`,
    ready: editing('Título', STUB_TRAINING.title),
  },
];

const ADMIN_SCREENS: A11yScreen[] = [
  { path: '/admin', ready: shows((page) => page.getByText('Assinantes ativos')) },
  { path: '/admin/usuarios', ready: list('Usuários') },
  { path: '/admin/auditoria' },
  { path: '/admin/assistente' },
  { path: '/admin/tools' },
  { path: '/admin/ferramentas', ready: list('Ferramentas do catálogo') },
  { path: '/admin/integracoes' },
];

const PUBLIC_SCREENS = ['/auth', '/redefinir-senha', '/subscription-expired', '/rota-inexistente'];

/** Opened from the user list's card, in the standings test below. */
const MEMBER_PAGE = '/admin/usuarios/:id';

/** Checked with their dialogs open, on a ticket this file opens. */
const SUPPORT_SCREENS = { tickets: '/admin/tickets', logs: '/admin/logs-suporte' } as const;

/** The route a checked path belongs to (the editors' stubbed ids are the route's :id). */
const routeOf = (path: string) => path.replace(STUB_ITEM.id, ':id').replace(STUB_TRAINING.id, ':id');

test('every route of the app (besides the server-rendered pages) is checked here', () => {
  const checked = new Set(
    [
      ...[MEMBER_ACCOUNT_SCREENS, MEMBER_CONTENT_SCREENS, ADMIN_CONTENT_SCREENS, ADMIN_SCREENS].flatMap(
        (screens) => screens.map((screen) => screen.path),
      ),
      ...Object.values(SUPPORT_SCREENS),
      MEMBER_PAGE,
      ...PUBLIC_SCREENS,
    ].map(routeOf),
  );
  const serverPages: string[] = Object.values(SERVER_PAGES);
  const unchecked = APP_ROUTES.map((route) => route.path).filter(
    (path) => !serverPages.includes(path) && !checked.has(path),
  );
  expect(unchecked).toEqual([]);
});

/** A chat that asks for a person opens a ticket in a new chat: the support lists are not empty. */
async function openTicket(page: Page) {
  const sessionId = `session_${Date.now()}_${randomUUID().slice(0, 8)}`;
  const res = await page.request.post('/api/support/chat', {
    data: { sessionId, messages: [{ role: 'user', content: CHAT_TEXTS.humanRequest }] },
  });
  expect(await res.json()).toMatchObject({ ticketOpened: true });
}

const groups = {
  'the member account screens': MEMBER_ACCOUNT_SCREENS,
  'the member content, tools and support screens': MEMBER_CONTENT_SCREENS,
  'the admin content lists and editors': ADMIN_CONTENT_SCREENS,
  'the other admin screens': ADMIN_SCREENS,
};
for (const [group, screens] of Object.entries(groups)) {
  test(`${group} have no axe violations`, async ({ page, signInAs }) => {
    test.slow();
    await stubContent(page);
    await signInAs('admin');
    await expectScreensAxeClean(page, screens);
  });
}

test('the support lists and their dialogs have no axe violations', async ({ page, signInAs }) => {
  test.slow();
  const name = `Alice ${randomUUID().slice(0, 6)}`;
  await signInAs('admin', { fullName: name });
  await openTicket(page);

  await openScreen(page, SUPPORT_SCREENS.tickets);
  const ticket = page.getByRole('listitem').filter({ hasText: name });
  await expect(ticket).toHaveAttribute('data-status', 'pending');
  await expectNoAxeViolationsInBothThemes(page, SUPPORT_SCREENS.tickets);
  await ticket.getByRole('button').first().click();
  const ticketDialog = page.getByRole('dialog');
  await expect(ticketDialog.getByRole('list', { name: 'Conversa' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, 'ticket dialog');

  await openScreen(page, SUPPORT_SCREENS.logs);
  await page.getByRole('button').filter({ hasText: name }).first().click();
  await expect(page.getByRole('dialog').getByRole('list', { name: 'Conversa' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, 'session dialog');
});

test('every standing on the user list, the grants history and the Encerrar agora question have no axe violations', async ({
  page,
  signInAs,
  users,
  deps,
}) => {
  test.slow();
  // One member per standing, so each badge's colours are checked in this theme.
  const tag = `a11y${randomUUID().slice(0, 6)}`;
  const grants = [
    { expiresInDays: 60 },
    { expiresInDays: 3 },
    { status: 'cancelled', expiresInDays: 20 },
    { status: 'expired', expiresInDays: -3 },
    { status: 'refunded' },
    { status: 'ended', plan: 'vitalicio' },
  ] as const;
  for (const [i, grant] of grants.entries()) {
    const member = await users.create({
      email: `m${i}.${tag}@exemplo.com.br`,
      fullName: `Membro ${i} ${tag}`,
    });
    await addSubscription(deps, member.id, grant);
  }
  await users.create({ email: `nunca.${tag}@exemplo.com.br`, fullName: `Nunca ${tag}` });
  await signInAs('admin');
  await openScreen(page, `/admin/usuarios?busca=${tag}`);
  await expect(page.getByTestId('standing')).toHaveCount(grants.length + 1);
  await expectNoAxeViolationsInBothThemes(page, '/admin/usuarios standings');

  const card = page.getByRole('listitem', { name: `Membro 0 ${tag}` });
  await card.getByRole('button', { name: 'Assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assinatura' });
  await expect(dialog.getByRole('list', { name: 'Assinaturas do usuário' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, 'subscription dialog with its grants');
  await dialog.getByRole('button', { name: 'Encerrar agora' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, 'Encerrar agora question');

  // The member's page, from the card's name, every section loaded.
  await openScreen(page, `/admin/usuarios?busca=${tag}`);
  await page.getByRole('link', { name: `Membro 0 ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Membro 0 ${tag}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Auditoria' }).getByText(/Nenhuma alteração/)).toBeVisible();
  await settled(page);
  await expectNoAxeViolationsInBothThemes(page, MEMBER_PAGE);
});

test('the code dialog, the tutorial steps and the locked admin access have no axe violations', async ({
  page,
  signInAs,
}) => {
  test.slow();
  await signInAs('subscriber');
  await openScreen(page, '/conectar');
  await page.getByRole('button', { name: 'Gerar código' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page, '/conectar code dialog');
  await openScreen(page, '/tutorial');
  await page.getByRole('button', { name: /^Linux/ }).click();
  await expectNoAxeViolationsInBothThemes(page, '/tutorial Linux steps');
  await openScreen(page, '/acesso-admin');
  await expectNoAxeViolationsInBothThemes(page, '/acesso-admin locked');
});

test('a failed load, in a list, a tab and a dialog, has no axe violations', async ({ page, signInAs }) => {
  test.slow();
  await signInAs('admin');
  await failRequests(page, '/api/library');
  await openScreen(page, '/biblioteca');
  await expect(loadError(page)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, '/biblioteca failed');

  await failRequests(page, '/api/me/subscription');
  await openScreen(page, '/configuracoes', 'Plano');
  await expect(loadError(page)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, '/configuracoes Plano failed');

  await failRequests(page, '/api/admin/plan-prices');
  await openScreen(page, '/admin/usuarios');
  await page.getByRole('button', { name: 'Assinatura' }).first().click();
  await expect(loadError(page.getByRole('dialog'))).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, 'subscription dialog failed');
});

test('the public screens have no axe violations', async ({ page, signInAs }) => {
  test.slow();
  for (const path of PUBLIC_SCREENS) {
    await openScreen(page, path);
    await expectNoAxeViolationsInBothThemes(page, path);
  }
  await signInAs('expired');
  await openScreen(page, '/subscription-expired');
  await expect(page.getByRole('group', { name: 'Sua assinatura' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, '/subscription-expired (expired member)');
  // The lapsed member's own screens: the destructive badge and the Plano tab.
  await openScreen(page, '/dashboard');
  await expect(page.getByTestId('plan-badge')).toHaveText('Expirado');
  await expectNoAxeViolationsInBothThemes(page, '/dashboard (expired member)');
  await openScreen(page, '/configuracoes', 'Plano');
  await expectNoAxeViolationsInBothThemes(page, '/configuracoes Plano (expired member)');
});
