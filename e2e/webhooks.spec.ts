import { randomUUID } from 'node:crypto';
import { hotmartEvent, transactionCode } from '../test/webhook-payloads';
import { expect, expectToast, lastMailTo, settled, signedInState, test } from './fixtures';
import { eventRow, openIntegrations, sendHotmart } from './payments-helpers';

// Decision 015: a purchase opens access by itself, a refund takes it away, and the admin sees both.
// The payments screen's paging, products and search: admin-integrations.spec.ts.

test('a Hotmart purchase for a new e-mail: welcome e-mail, password, dashboard with the plan, /conectar; a refund sends them to /subscription-expired; the admin sees both events', async ({
  page,
  request,
  browser,
  workerDeps,
  users,
}) => {
  test.slow();
  const email = `compradora-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  users.track(email); // the purchase makes the account
  const transaction = transactionCode();
  expect(
    await sendHotmart(request, workerDeps, hotmartEvent({ email, name: 'Beatriz Compradora', transaction })),
  ).toBe('applied');

  const welcome = await lastMailTo(email);
  expect(welcome.subject).toBe('Bem-vindo ao Hub Premium: crie sua senha');
  await page.goto(welcome.link);
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('comprei-123');
  await page.getByLabel('Confirmar nova senha').fill('comprei-123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expectToast(page, 'Senha redefinida');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('comprei-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Olá, Beatriz Compradora!' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Plano Atual', exact: true })).toContainText('Anual');
  await expect(page.getByTestId('dashboard-status')).toHaveText('Ativo');

  await page.goto('/conectar');
  await settled(page);
  await expect(page).toHaveURL(/\/conectar$/);
  await expect(page.getByRole('heading', { name: 'Servidor de Ferramentas Compartilhado' })).toBeVisible();

  expect(
    await sendHotmart(request, workerDeps, hotmartEvent({ event: 'PURCHASE_REFUNDED', email, transaction })),
  ).toBe('applied');
  // The page that opened a moment ago now sends them away.
  await page.goto('/conectar');
  await expect(page).toHaveURL(/\/subscription-expired$/);
  await expect(page.getByRole('heading', { name: 'Sua assinatura foi reembolsada' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sua assinatura' })).toContainText('Reembolsada');

  const { storageState } = await signedInState(users, 'admin');
  const admin = await (await browser.newContext({ storageState })).newPage();
  // Hotmart's deliveries only: the paging test (admin-integrations.spec.ts) fills the first page
  // with Kiwify ones.
  await openIntegrations(admin, '?plataforma=hotmart');
  // Named in Portuguese.
  const approved = eventRow(admin, email, 'Compra aprovada');
  const refunded = eventRow(admin, email, 'Compra reembolsada');
  await expect(approved).toContainText('Aplicado');
  await expect(refunded).toContainText('Aplicado');
  // The refund ends that purchase's grant only.
  await expect(refunded).toContainText('Assinatura desta compra encerrada');

  await refunded.getByRole('button', { name: /^Ver / }).click();
  const dialog = admin.getByRole('dialog', { name: 'Hotmart · Compra reembolsada' });
  await expect(dialog).toContainText('PURCHASE_REFUNDED');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('figure')).toContainText(`"transaction": "${transaction}"`);
  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('an unknown product is listed as Ignorado; the admin maps it and Reprocessar grants the plan', async ({
  users,
  request,
  deps,
  signInAs,
  page,
}) => {
  const email = `sem-produto-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  users.track(email); // Reprocessar makes the account
  const productId = String(Math.floor(Math.random() * 1e9));
  expect(await sendHotmart(request, deps, hotmartEvent({ email, productId, price: 197 }))).toBe('ignored');

  await signInAs('admin');
  await openIntegrations(page, '?resultado=ignored');
  await expect(page.getByLabel('Resultado')).toHaveValue('ignored');
  const row = eventRow(page, email, 'Compra aprovada');
  await expect(row).toContainText('Ignorado');
  await expect(row).toContainText(`Produto ${productId}`);

  await page.getByLabel('Plataforma').first().selectOption('hotmart');
  await page.getByLabel('ID do produto').fill(productId);
  await page.getByLabel('Plano', { exact: true }).selectOption('mensal');
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expectToast(page, 'Produto salvo.');
  await expect(page.getByRole('table', { name: 'Produtos e planos' })).toContainText(productId);

  await row.getByRole('button', { name: 'Reprocessar' }).click();
  await expectToast(page, 'Evento reprocessado.');
  // Now applied: it leaves the Ignorado filter and shows as Aplicado (among Hotmart's applied
  // events only: other tests' deliveries may fill the first page of all events).
  await expect(row).toHaveCount(0);
  await page.locator('#events-platform').selectOption('hotmart');
  await page.getByLabel('Resultado').selectOption('applied');
  await expect(eventRow(page, email, 'Compra aprovada')).toContainText('Aplicado');

  const member = await deps.database.db
    .selectFrom('profiles')
    .innerJoin('subscriptions', 'subscriptions.user_id', 'profiles.id')
    .select(['subscriptions.plan', 'subscriptions.status', 'subscriptions.price'])
    .where('profiles.email', '=', email)
    .executeTakeFirst();
  expect(member).toEqual({ plan: 'mensal', status: 'active', price: 197 });
});
