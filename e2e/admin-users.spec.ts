import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addSubscription } from '../src/server/seed/factories';
import { DAY_MS } from '../src/shared/constants';
import { addMonths, dayInSaoPaulo } from '../src/shared/sao-paulo-day';
import { hotmartEvent, transactionCode } from '../test/webhook-payloads';
import { adminJourney, cardOf, memberBrowser, ptBrDate, searchFor } from './admin-users-helpers';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToast,
  openScreen,
  settled,
  signedInState,
  test,
} from './fixtures';
import { barPixels, figuresFromRows } from './overview-figures';
import { sendHotmart } from './payments-helpers';

// In real Chromium: one admin adds a user who then signs in, empties a name, grants then
// removes a subscription (the member's pages follow) and deletes a member (signed out at once);
// the overview and the audit page show what happened. Searching and paging: admin-users-search.
test.describe.configure({ mode: 'serial' });

const tag = `pag${randomUUID().slice(0, 6)}`;

const added = {
  email: `adicionada.${tag}@exemplo.com.br`,
  password: 'senha-da-bia-123',
  name: 'Bia Adicionada',
};

let admin: { email: string; id: string };
let page: Page;
// The file's people: the admin, the 65 members the overview counts among the month's new ones, and
// the added user.
adminJourney({ tag, track: [added.email] }, (journey) => ({ admin, page } = journey));

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
  await searchFor(page, added.email);
  await expect(cardOf(page, added.name).getByTestId('role-badge')).toHaveText('Usuário');
  await expect(cardOf(page, added.name).getByTestId('plan-badge')).toHaveText('Sem Plano');

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
  await cardOf(page, added.name).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(dialog.getByLabel('Email')).toHaveValue(added.email);
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(dialog.getByText('O email não pode ser alterado')).toBeVisible();
  await dialog.getByLabel('Nome completo').fill('');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso');
  await expect(cardOf(page, added.email)).toBeVisible();
  const row = await workerDeps.database.db
    .selectFrom('profiles')
    .select('full_name')
    .where('email', '=', added.email)
    .executeTakeFirstOrThrow();
  expect(row.full_name).toBeNull();
});

test('grants a subscription (the member’s badge and dashboard change), then removes it', async ({
  browser,
  users,
}) => {
  // Two browsers and a dozen round trips: on a busy shared machine this passes 30 s at times.
  test.slow();
  const member = await signedInState(users, 'member', { fullName: `Mia Membro ${tag}` });
  const memberPage = await memberBrowser(browser, member.storageState);
  await memberPage.goto('/dashboard');
  await settled(memberPage);
  await expect(memberPage.getByTestId('plan-badge')).toHaveText('Sem Plano');

  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(member.user.email)}`);
  await settled(page);
  const card = cardOf(page, `Mia Membro ${tag}`);
  await card.getByRole('button', { name: 'Assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assinatura' });
  // The defaults come from the plan prices (Mensal R$ 197, one month from today).
  await expect(dialog.getByLabel('Plano')).toHaveValue('mensal');
  await expect(dialog.getByLabel('Status')).toHaveValue('active');
  await expect(dialog.getByLabel('Preço (R$)')).toHaveValue('197');
  await expect(dialog.getByLabel('Data de expiração')).toHaveValue(addMonths(dayInSaoPaulo(), 1));
  await expect(dialog.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await expect(dialog.getByText('Nenhuma assinatura ainda.')).toBeVisible();
  // Choosing a plan fills its price and length.
  await dialog.getByLabel('Plano').selectOption('anual');
  await expect(dialog.getByLabel('Preço (R$)')).toHaveValue('1747');
  await expect(dialog.getByLabel('Data de expiração')).toHaveValue(addMonths(dayInSaoPaulo(), 12));
  await dialog.getByLabel('Data de expiração').fill('2031-01-31');
  await dialog.getByLabel('Preço (R$)').fill('1747.50');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Assinatura atualizada com sucesso');
  await expect(card.getByTestId('plan-badge')).toHaveText('Anual');
  await expect(card.getByTestId('expiry')).toHaveText('Expira em 31/01/2031');
  await expect(card.getByTestId('standing')).toHaveText('Ativa');

  // The member sees it on their next page load, without signing out.
  await memberPage.reload();
  await settled(memberPage);
  await expect(memberPage.getByTestId('plan-badge')).toHaveText('Anual');
  await expect(memberPage.getByTestId('dashboard-plan')).toHaveText('Anual');
  await expect(memberPage.getByTestId('dashboard-validity')).toHaveText('31/01/2031');

  // Remover, once confirmed: the next protected page sends the member to /subscription-expired.
  await card.getByRole('button', { name: 'Assinatura' }).click();
  await expect(dialog.getByLabel('Preço (R$)')).toHaveValue('1747.5');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await page
    .getByRole('alertdialog', { name: `Remover a assinatura de Mia Membro ${tag}?` })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expectToast(page, 'Assinatura removida com sucesso');
  await expect(card.getByTestId('plan-badge')).toHaveText('Sem Plano');
  await expect(card.getByTestId('standing')).toHaveText('Nunca assinou');
  await memberPage.goto('/conectar');
  await expect(memberPage).toHaveURL(/\/subscription-expired$/);
  await memberPage.context().close();
});

test('deletes a member after the confirmation: they are signed out at once', async ({ browser, users }) => {
  const member = await signedInState(users, 'subscriber', { fullName: `Davi Excluído ${tag}` });
  const memberPage = await memberBrowser(browser, member.storageState);
  await memberPage.goto('/dashboard');
  await settled(memberPage);

  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(member.user.email)}`);
  await settled(page);
  await cardOf(page, `Davi Excluído ${tag}`).getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Esta ação não pode ser desfeita');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Usuário excluído com sucesso');
  await expect(page.getByText('Nenhum usuário encontrado para esta busca.')).toBeVisible();

  await memberPage.goto('/configuracoes');
  // Signed out by the deletion: the sign-in page keeps where they were going.
  await expect(memberPage).toHaveURL(/\/auth\?voltar=\/configuracoes$/);
  await memberPage.context().close();

  // An admin cannot delete themself: no Excluir on their own card.
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(admin.email)}`);
  await settled(page);
  await expect(cardOf(page, 'Ana Operadora').getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(cardOf(page, 'Ana Operadora').getByRole('button', { name: 'Excluir' })).toHaveCount(0);
});

test('the overview shows the figures of the database, with the member about to expire', async ({
  workerDeps,
  users,
}) => {
  // A sale and its refund, so the revenue figures have something of this file's.
  const buyer = `compra.${tag}@exemplo.com.br`;
  users.track(buyer);
  const transaction = transactionCode();
  for (const event of [
    hotmartEvent({ email: buyer, transaction, price: 1747 }),
    hotmartEvent({ event: 'PURCHASE_REFUNDED', email: buyer, transaction }),
  ])
    expect(await sendHotmart(page.request, workerDeps, event)).toBe('applied');
  const soon = await users.create({ fullName: `Vence Logo ${tag}` });
  await addSubscription(workerDeps, soon.id, { plan: 'mensal', price: 197, expiresInDays: 0.5 });
  const lifetime = await users.create({ fullName: `Vitalícia ${tag}` });
  await addSubscription(workerDeps, lifetime.id, { plan: 'vitalicio', price: 2497 });
  const brl = (value: number) =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
  const percent = (rate: number) =>
    new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(rate);
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
    await expect(value('Recebido em 30 dias')).toContainText(brl(expected.received), { timeout: 1000 });
    expect(expected.received).toBeGreaterThanOrEqual(1747);
    await expect(value('Reembolsos em 30 dias')).toContainText(percent(expected.refundRate ?? 0));
    await expect(page.getByTestId('rate-refunds-30')).toContainText(percent(expected.refundRate ?? 0));
    await expect(value('Vencem em 7 dias')).toContainText(expected.expiring.toLocaleString('pt-BR'));
    await expect(page.locator('figcaption').first()).toHaveText(
      `Mensal: ${mensal?.toLocaleString('pt-BR')}; Anual: ${anual?.toLocaleString('pt-BR')}; Vitalício: ${vitalicio?.toLocaleString('pt-BR')}`,
      { timeout: 1000 },
    );
  }).toPass({ timeout: 45_000 });

  // The charts drew their bars. The 30 days count at least the 65 members seeded ten days ago and
  // the four people this file made today.
  const charts = page.getByRole('img', { name: /^Gráfico de barras/ });
  // Plans, the 30 days, money per day, money per month, members per month.
  await expect(charts).toHaveCount(5);
  for (const chart of await charts.all()) {
    await expect(chart).toBeVisible();
    await expect.poll(() => chart.evaluate(barPixels)).toBeGreaterThan(20);
  }
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
  await expect(cardOf(page, `Vence Logo ${tag}`)).toBeVisible();
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
  await cardOf(page, added.email).getByRole('button', { name: 'Histórico' }).click();
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
    await cardOf(page, added.email).getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expectNoAxeViolations(page, name);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
