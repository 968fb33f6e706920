import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { Deps } from '../src/server/app-env';
import { addSubscription, createUser } from '../src/server/seed/factories';
import { DAY_MS } from '../src/shared/constants';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToast,
  openScreen,
  type StorageState,
  settled,
  signedInState,
  test,
} from './fixtures';

// Issue 9 in real Chromium: one admin searches and pages the member list, adds a user who then
// signs in, empties a name, grants then removes a subscription (the member's pages follow) and
// deletes a member (signed out at once); the overview and the audit page show what happened.
test.describe.configure({ mode: 'serial' });

const tag = `pag${randomUUID().slice(0, 6)}`;
const ptBrDate = (value: Date | string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
    new Date(value),
  );

let admin: { email: string; id: string };
let page: Page;

test.beforeAll(async ({ browser, workerDeps }) => {
  const signedIn = await signedInState(workerDeps, 'admin', { fullName: 'Ana Operadora' });
  admin = signedIn.user;
  page = await (await browser.newContext({ storageState: signedIn.storageState })).newPage();
  // 65 members under one tag, a minute apart: 7 pages of 10 when searching for the tag.
  const base = Date.now() - 10 * DAY_MS;
  await workerDeps.database.db
    .insertInto('profiles')
    .values(
      Array.from({ length: 65 }, (_, i) => ({
        id: randomUUID(),
        email: `membro${String(i).padStart(2, '0')}.${tag}@exemplo.com.br`,
        full_name: `Pessoa ${String(i).padStart(2, '0')} ${tag}`,
        email_verified: true,
        role: 'user' as const,
        created_at: new Date(base + i * 60_000),
        updated_at: new Date(base),
      })),
    )
    .execute();
});
test.afterAll(async () => {
  await page.context().close();
});

const list = () => page.getByRole('list', { name: 'Usuários' });
const cardOf = (title: string) => list().getByRole('listitem', { name: title, exact: true });
const pagination = () => page.getByRole('navigation', { name: 'Paginação de usuários' });

/** The pagination as a reader sees it: page numbers and ellipses, in order. */
async function paginationWindow() {
  const items = pagination().locator('[data-page], [data-ellipsis]');
  return (await items.allTextContents()).map((text) => text.trim());
}

async function searchFor(text: string) {
  await page.getByPlaceholder('Buscar por email').fill(text);
  await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
}

/** A member signed in in a browser of their own. */
async function memberBrowser(browser: Browser, storageState: StorageState) {
  return (await browser.newContext({ storageState })).newPage();
}

test('searches by e-mail and pages through the matches, with the page and the search in the URL', async () => {
  await openScreen(page, '/admin/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' })).toBeVisible();
  await searchFor(tag.toUpperCase());
  await expect(page.getByTestId('users-total')).toHaveText(`65 usuários para “${tag.toUpperCase()}”`);
  await expect(list().getByRole('listitem')).toHaveCount(10);
  // Newest first.
  await expect(list().getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 64 ${tag}`);
  expect(await paginationWindow()).toEqual(['1', '2', '…', '7']);
  await expect(pagination().getByRole('button', { name: 'Página 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The last page: the five oldest.
  await pagination().getByRole('button', { name: 'Página 7' }).click();
  await expect(page).toHaveURL(/pagina=7/);
  await expect(list().getByRole('listitem')).toHaveCount(5);
  await expect(list().getByRole('listitem').last()).toHaveAccessibleName(`Pessoa 00 ${tag}`);
  expect(await paginationWindow()).toEqual(['1', '…', '6', '7']);

  // A middle page, straight from the URL: a reload keeps it.
  await page.goto(`/admin/usuarios?busca=${tag}&pagina=4`);
  await settled(page);
  await expect(list().getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 34 ${tag}`);
  expect(await paginationWindow()).toEqual(['1', '…', '3', '4', '5', '…', '7']);
  await page.reload();
  await expect(page.getByPlaceholder('Buscar por email')).toHaveValue(tag);
  await expect(list().getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 34 ${tag}`);

  // The back button returns to the page before.
  await pagination().getByRole('button', { name: 'Página 5' }).click();
  await expect(list().getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 24 ${tag}`);
  await page.goBack();
  await expect(page).toHaveURL(/pagina=4/);
  await expect(list().getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 34 ${tag}`);

  // A new search starts again at page 1.
  await searchFor(`membro6`);
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(page.getByTestId('users-total')).toHaveText(/^\d+ usuários? para “membro6”$/);
  await expectNoHorizontalScroll(page);
});

const added = {
  email: `adicionada.${tag}@exemplo.com.br`,
  password: 'senha-da-bia-123',
  name: 'Bia Adicionada',
};

test('adds a user (e-mail and password required) who can sign in at once', async ({ browser }) => {
  await openScreen(page, '/admin/usuarios');
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar usuário' });
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Email e senha são obrigatórios').first()).toBeVisible();

  await dialog.getByLabel('Email').fill(added.email);
  await dialog.getByLabel('Senha', { exact: true }).fill(added.password);
  await dialog.getByLabel('Nome completo (opcional)').fill(added.name);
  await expect(dialog.getByLabel('Tipo de conta')).toHaveValue('user');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expectToast(page, 'Usuário criado com sucesso');
  await expect(dialog).toBeHidden();
  await searchFor(added.email);
  await expect(cardOf(added.name).getByTestId('role-badge')).toHaveText('Usuário');
  await expect(cardOf(added.name).getByTestId('plan-badge')).toHaveText('Sem Plano');

  // The same e-mail again: refused with a clear message, nothing created.
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  await dialog.getByLabel('Email').fill(added.email);
  await dialog.getByLabel('Senha', { exact: true }).fill('outra-senha-1');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  // The toast sits outside the open dialog (hidden from the accessibility tree meanwhile): by its text.
  await expect(page.getByText('Erro ao criar usuário', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Já existe um usuário com este email.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('users-total')).toHaveText(/^1 usuário para/);

  // The new person signs in at once: the address counts as confirmed.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/auth');
  await other.getByLabel('Email').fill(added.email);
  await other.getByLabel('Senha').fill(added.password);
  await other.getByRole('button', { name: 'Entrar' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole('heading', { level: 1, name: `Olá, ${added.name}!` })).toBeVisible();
  await other.context().close();
});

test('edits a name to empty: stored as null, the card falls back to the e-mail', async ({ workerDeps }) => {
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(added.email)}`);
  await settled(page);
  await cardOf(added.name).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(dialog.getByLabel('Email')).toHaveValue(added.email);
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(dialog.getByText('O email não pode ser alterado')).toBeVisible();
  await dialog.getByLabel('Nome completo').fill('');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso');
  await expect(cardOf(added.email)).toBeVisible();
  const row = await workerDeps.database.db
    .selectFrom('profiles')
    .select('full_name')
    .where('email', '=', added.email)
    .executeTakeFirstOrThrow();
  expect(row.full_name).toBeNull();
});

test('grants a subscription (the member’s badge and dashboard change), then removes it', async ({
  browser,
  workerDeps,
}) => {
  // Two browsers and a dozen round trips: on a busy shared machine this passes 30 s at times.
  test.slow();
  const member = await signedInState(workerDeps, 'member', { fullName: `Mia Membro ${tag}` });
  const memberPage = await memberBrowser(browser, member.storageState);
  await memberPage.goto('/dashboard');
  await settled(memberPage);
  await expect(memberPage.getByTestId('plan-badge')).toHaveText('Sem Plano');

  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(member.user.email)}`);
  await settled(page);
  const card = cardOf(`Mia Membro ${tag}`);
  await card.getByRole('button', { name: 'Assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assinatura' });
  // SPEC §5 defaults: 29.9, mensal, active, one month from today.
  await expect(dialog.getByLabel('Preço (R$)')).toHaveValue('29.9');
  await expect(dialog.getByLabel('Plano')).toHaveValue('mensal');
  await expect(dialog.getByLabel('Status')).toHaveValue('active');
  await expect(dialog.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await dialog.getByLabel('Plano').selectOption('anual');
  await dialog.getByLabel('Data de expiração').fill('2031-01-31');
  await dialog.getByLabel('Preço (R$)').fill('1747.50');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Assinatura atualizada com sucesso');
  await expect(card.getByTestId('plan-badge')).toHaveText('Anual');
  await expect(card.getByTestId('expiry')).toHaveText('Expira em 31/01/2031');

  // The member sees it on their next page load, without signing out.
  await memberPage.reload();
  await settled(memberPage);
  await expect(memberPage.getByTestId('plan-badge')).toHaveText('Anual');
  await expect(memberPage.getByTestId('dashboard-plan')).toHaveText('Anual');
  await expect(memberPage.getByTestId('dashboard-validity')).toHaveText('31/01/2031');

  // Remover: the next protected page sends the member to /subscription-expired.
  await card.getByRole('button', { name: 'Assinatura' }).click();
  await expect(dialog.getByLabel('Preço (R$)')).toHaveValue('1747.5');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Assinatura removida com sucesso');
  await expect(card.getByTestId('plan-badge')).toHaveText('Sem Plano');
  await memberPage.goto('/conectar');
  await expect(memberPage).toHaveURL(/\/subscription-expired$/);
  await memberPage.context().close();
});

test('deletes a member after the confirmation: they are signed out at once', async ({
  browser,
  workerDeps,
}) => {
  const member = await signedInState(workerDeps, 'subscriber', { fullName: `Davi Excluído ${tag}` });
  const memberPage = await memberBrowser(browser, member.storageState);
  await memberPage.goto('/dashboard');
  await settled(memberPage);

  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(member.user.email)}`);
  await settled(page);
  await cardOf(`Davi Excluído ${tag}`).getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Esta ação não pode ser desfeita');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Usuário excluído com sucesso');
  await expect(page.getByText('Nenhum usuário encontrado para esta busca.')).toBeVisible();

  await memberPage.goto('/configuracoes');
  await expect(memberPage).toHaveURL(/\/auth$/);
  await memberPage.context().close();

  // An admin cannot delete themself: no Excluir on their own card.
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(admin.email)}`);
  await settled(page);
  await expect(cardOf('Ana Operadora').getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(cardOf('Ana Operadora').getByRole('button', { name: 'Excluir' })).toHaveCount(0);
});

/**
 * The overview's figures computed here straight from the rows (not through the counters the app
 * reads): active = status active and not yet expired (SPEC §4).
 */
async function figuresFromRows(deps: Deps) {
  const now = new Date();
  const active = await deps.database.db
    .selectFrom('subscriptions')
    .select(['plan', 'price'])
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .execute();
  const of = (plan: string) => active.filter((row) => row.plan === plan);
  const sum = (rows: { price: number }[]) => rows.reduce((total, row) => total + Number(row.price), 0);
  const soon = now.getTime() + 7 * DAY_MS;
  return {
    byPlan: (['mensal', 'anual', 'vitalicio'] as const).map((plan) => of(plan).length),
    monthlyRevenue: Math.round((sum(of('mensal')) + sum(of('anual')) / 12) * 100) / 100,
    lifetimeRevenue: sum(of('vitalicio')),
    expiring: (
      await deps.database.db
        .selectFrom('subscriptions')
        .select('id')
        .where('status', '=', 'active')
        .where('expires_at', '>', now)
        .where('expires_at', '<=', new Date(soon))
        .execute()
    ).length,
  };
}

test('the overview shows the figures of the database, with the member about to expire', async ({
  workerDeps,
}) => {
  const soon = await createUser(workerDeps, { fullName: `Vence Logo ${tag}` });
  await addSubscription(workerDeps, soon.id, { plan: 'mensal', price: 197, expiresInDays: 0.5 });
  const lifetime = await createUser(workerDeps, { fullName: `Vitalícia ${tag}` });
  await addSubscription(workerDeps, lifetime.id, { plan: 'vitalicio', price: 2497, expiresInDays: 30_000 });
  const brl = (value: number) =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
  const value = (title: string) => page.getByRole('group', { name: title, exact: true });

  // Other test files may change subscriptions meanwhile: compare on a reading the rows agree with
  // before and after the page loaded.
  await expect(async () => {
    const expected = await figuresFromRows(workerDeps);
    await openScreen(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Visão geral' })).toBeVisible();
    await expect(value('Assinantes ativos')).toBeVisible();
    expect(await figuresFromRows(workerDeps)).toEqual(expected);

    const [mensal, anual, vitalicio] = expected.byPlan;
    const active = (mensal ?? 0) + (anual ?? 0) + (vitalicio ?? 0);
    await expect(value('Assinantes ativos')).toContainText(active.toLocaleString('pt-BR'), { timeout: 1000 });
    await expect(value('Receita recorrente mensal')).toContainText(brl(expected.monthlyRevenue), {
      timeout: 1000,
    });
    await expect(value('Vitalícios')).toContainText((vitalicio ?? 0).toLocaleString('pt-BR'));
    await expect(value('Vitalícios')).toContainText(brl(expected.lifetimeRevenue));
    await expect(value('Vencem em 7 dias')).toContainText(expected.expiring.toLocaleString('pt-BR'));
    await expect(page.locator('figcaption').first()).toHaveText(
      `Mensal: ${mensal?.toLocaleString('pt-BR')}; Anual: ${anual?.toLocaleString('pt-BR')}; Vitalício: ${vitalicio?.toLocaleString('pt-BR')}`,
      { timeout: 1000 },
    );
  }).toPass({ timeout: 25_000 });

  // The charts drew their bars. The 30 days count at least the 65 members seeded ten days ago and
  // the four people this file made today.
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const perDay = (await page.getByTestId('per-day-totals').textContent()) ?? '';
  const members = Number(/Em 30 dias: ([\d.]+) novos membros/.exec(perDay)?.[1]?.replaceAll('.', ''));
  expect(members).toBeGreaterThanOrEqual(65 + 4);

  const expiring = page.getByRole('list', { name: 'Assinaturas que vencem em 7 dias' });
  const link = expiring.getByRole('link', { name: `Vence Logo ${tag}` });
  await expect(link).toBeVisible();
  await expect(expiring.getByRole('listitem').filter({ hasText: `Vence Logo ${tag}` })).toContainText(
    `Mensal · vence em ${ptBrDate(new Date(Date.now() + 0.5 * DAY_MS))}`,
  );
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/usuarios\\?busca=${encodeURIComponent(soon.email)}`));
  await expect(cardOf(`Vence Logo ${tag}`)).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the audit page lists each of those actions, by this admin, with before and after', async () => {
  await openScreen(page, '/admin/auditoria');
  await page.getByLabel('Administrador').selectOption(admin.id);
  await expect(page).toHaveURL(new RegExp(`admin=${admin.id}`));
  const entries = page.getByRole('list', { name: 'Registros de auditoria' }).getByRole('listitem');
  await expect(entries).toHaveCount(5);
  await expect(entries.nth(0)).toContainText('Usuário excluído');
  await expect(entries.nth(1)).toContainText('Assinatura removida');
  await expect(entries.nth(2)).toContainText('Assinatura criada');
  await expect(entries.nth(2)).toContainText(/Plano:\s*Anual/);
  await expect(entries.nth(2)).toContainText(/Expira em:\s*31\/01\/2031/);
  await expect(entries.nth(3)).toContainText('Nome alterado');
  await expect(entries.nth(3)).toContainText(new RegExp(`Nome:\\s*${added.name}\\s*—`));
  await expect(entries.nth(4)).toContainText('Usuário criado');
  await expect(entries.nth(4)).toContainText(added.email);
  for (const entry of await entries.all()) await expect(entry).toContainText(`por ${admin.email}`);

  await page.getByLabel('Tipo de ação').selectOption('subscription');
  await expect(entries).toHaveCount(2);
  await expect(page).toHaveURL(/tipo=subscription/);

  // A card's Histórico shows the same trail for one member.
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(added.email)}`);
  await settled(page);
  await cardOf(added.email).getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: 'Histórico' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Nome alterado');
  await expect(history.nth(1)).toContainText('Usuário criado');
});

test('the dialogs of the user screen have no axe violations, and fit 360 px', async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(added.email)}`);
  await settled(page);
  await expectNoHorizontalScroll(page);
  for (const [button, name] of [
    ['Editar', 'Editar usuário'],
    ['Assinatura', 'Assinatura'],
    ['Histórico', 'Histórico'],
  ] as const) {
    await cardOf(added.email).getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expectNoAxeViolations(page, name);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('an admin renames themself; their own role is shown, not offered', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(admin.email)}`);
  await settled(page);
  await cardOf('Ana Operadora').getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(dialog.getByLabel('Tipo de conta')).toHaveValue('Administrador');
  await expect(dialog.getByLabel('Tipo de conta')).toHaveAttribute('readonly', '');
  await dialog.getByLabel('Nome completo').fill('Ana Operadora Chefe');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso');
  await expect(cardOf('Ana Operadora Chefe').getByTestId('role-badge')).toHaveText('Administrador');
});
