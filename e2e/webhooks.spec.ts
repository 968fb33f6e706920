import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Deps } from '../src/server/app-env';
import {
  HOTTOK,
  hotmartEvent,
  kiwifyOrder,
  kiwifySignature,
  transactionCode,
} from '../test/webhook-payloads';
import {
  expect,
  expectNoHorizontalScroll,
  expectToast,
  lastMailTo,
  settled,
  signedInState,
  test,
} from './fixtures';

// Decision 015: a purchase opens access by itself, a refund takes it away, and the admin sees both.

/**
 * Delivers like Hotmart, then waits for the server's payment worker to apply what it stored;
 * returns the stored outcome.
 */
const sendHotmart = async (request: APIRequestContext, deps: Deps, event: unknown) => {
  const res = await request.post('/api/webhooks/hotmart', {
    data: event,
    headers: { 'x-hotmart-hottok': HOTTOK },
  });
  expect(res.status()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  const outcome = () =>
    deps.database.db
      .selectFrom('webhook_events')
      .select('outcome')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
      .then((row) => row.outcome);
  await expect.poll(outcome, { timeout: 30_000 }).not.toBe('pending');
  return outcome();
};

/** Opens /admin/integracoes and waits for both sections (a fresh context loads every chunk: slow on a busy machine). */
async function openIntegrations(page: Page, query = '') {
  await page.goto(`/admin/integracoes${query}`);
  await expect(page.getByRole('heading', { name: 'Eventos recebidos' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0, {
    timeout: 20_000,
  });
}

const eventRow = (page: Page, text: string, type: string) =>
  page.getByTestId('webhook-event').filter({ hasText: text }).filter({ hasText: type });

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
  // Hotmart's deliveries only: the paging test fills the first page with Kiwify ones.
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
  page,
  request,
  signInAs,
  deps,
  users,
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

test('/admin/integracoes works at 360 px and a non-admin is sent to /dashboard', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs('admin');
  await openIntegrations(page);
  await expect(page.getByRole('heading', { name: 'Produtos e planos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eventos recebidos' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.context().clearCookies();
  await signInAs('subscriber');
  await page.goto('/admin/integracoes');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the admin pages and filters the events, and edits and removes a product', async ({
  page,
  request,
  signInAs,
  deps,
}) => {
  test.slow();
  // Twelve Kiwify deliveries for a product nobody mapped: more than one page of Ignorado.
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: 12 }, (_, i) => `pagina-${run}-${i}@exemplo.com.br`);
  for (const email of emails) {
    const raw = JSON.stringify(kiwifyOrder({ email, productId: `sem-plano-${run}` }));
    const res = await request.post(`/api/webhooks/kiwify?signature=${kiwifySignature(raw)}`, {
      data: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status()).toBe(200);
  }
  // The server's worker has looked at every one (none left pending) before the list is read.
  const pending = () =>
    deps.database.db
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'in', emails)
      .where('outcome', '=', 'pending')
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  await expect.poll(pending, { timeout: 30_000 }).toBe(0);

  await signInAs('admin');
  // Searched by this run's e-mails: another test's Kiwify deliveries never share these pages.
  await openIntegrations(page, `?busca=pagina-${run}&plataforma=kiwify&resultado=ignored`);
  const rows = page.getByTestId('webhook-event');
  const shown = async () => (await rows.allTextContents()).filter((text) => text.includes(run));
  await expect(rows).toHaveCount(10);
  const firstPage = await shown();
  // Keyset paging (decision 025): no page numbers or total, "Mais antigos" / "Mais recentes" by
  // cursor in the address.
  const pager = page.getByRole('navigation', { name: 'Páginas de eventos' });
  await expect(pager.getByRole('button', { name: 'Mais recentes' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Mais antigos' }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(page).toHaveURL(/plataforma=kiwify&resultado=ignored/);
  // The first page stays on screen until the second arrives: wait for the page to turn.
  const turned = async () => {
    const now = await shown();
    return now.length > 0 && !now.some((text) => firstPage.includes(text));
  };
  await expect.poll(turned).toBe(true);
  const secondPage = await shown();
  // Every delivery on exactly one page, newest first.
  expect(secondPage.filter((text) => firstPage.includes(text))).toEqual([]);
  expect(firstPage.length + secondPage.length).toBe(12);
  // A reload keeps the page (the cursor is in the address); "Mais recentes" goes back to the first.
  await page.reload();
  await expect.poll(shown).toEqual(secondPage);
  await pager.getByRole('button', { name: 'Mais recentes' }).click();
  await expect.poll(shown).toEqual(firstPage);

  // A new filter starts at the first page; Hotmart's list holds none of these.
  await page.locator('#events-platform').selectOption('hotmart');
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(page).toHaveURL(/plataforma=hotmart/);
  await expect(rows.filter({ hasText: run })).toHaveCount(0);

  // Products → plans: map the product, change its plan with Editar, then remove it.
  const productId = `sem-plano-${run}`;
  const form = page.locator('form').filter({ has: page.locator('#product-id') });
  await form.locator('#product-platform').selectOption('kiwify');
  await form.getByLabel('ID do produto').fill(productId);
  await form.getByLabel('Plano').selectOption('anual');
  await form.getByRole('button', { name: 'Salvar produto' }).click();
  await expectToast(page, 'Produto salvo.');
  const products = page.getByRole('table', { name: 'Produtos e planos' });
  const product = products.getByRole('row').filter({ hasText: productId });
  await expect(product).toContainText('Anual');

  // Editar fills the form with the row and focuses its plan; Cancelar goes back to a new product.
  await product.getByRole('button', { name: `Editar Kiwify ${productId}` }).click();
  await expect(form.getByLabel('Plano')).toBeFocused();
  await expect(form.getByLabel('ID do produto')).toHaveValue(productId);
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form.getByLabel('ID do produto')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await product.getByRole('button', { name: `Editar Kiwify ${productId}` }).click();
  await expect(form.getByLabel('ID do produto')).toHaveValue(productId);
  await expect(form.locator('#product-platform')).toHaveValue('kiwify');
  await expect(form.getByLabel('Plano')).toHaveValue('anual');
  await form.getByLabel('Plano').selectOption('vitalicio');
  await form.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(product).toContainText('Vitalício');
  await expect(products.getByRole('row').filter({ hasText: productId })).toHaveCount(1);
  // The form is empty again for the next product.
  await expect(form.getByLabel('ID do produto')).toHaveValue('');

  await product.getByRole('button', { name: `Remover Kiwify ${productId}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover produto' });
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Produto removido.');
  await expect(confirm).toHaveCount(0);
  await expect(product).toHaveCount(0);
});

test('the operator finds a buyer by e-mail or name, reads what they paid, copies the webhook URL and sends a test event', async ({
  page,
  request,
  signInAs,
  deps,
  users,
}) => {
  test.slow();
  const run = randomUUID().slice(0, 8);
  const email = `paguei-${run}@exemplo.com.br`;
  users.track(email); // the purchase makes the account
  const transaction = transactionCode();
  const name = `Gonçalves ${run}`;
  expect(
    await sendHotmart(
      request,
      deps,
      hotmartEvent({ email, name: `Maria ${name}`, transaction, price: 1747 }),
    ),
  ).toBe('applied');
  // A printed billet: recorded only, so no Reprocessar.
  expect(
    await sendHotmart(request, deps, hotmartEvent({ event: 'PURCHASE_BILLET_PRINTED', email, price: 197 })),
  ).toBe('ignored');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs('admin');
  await openIntegrations(page);

  // "paguei e não tenho acesso": the e-mail's beginning finds both deliveries, kept in the URL.
  await page.getByLabel('Buscar', { exact: true }).fill(`paguei-${run}`);
  await page.getByRole('button', { name: 'Buscar eventos' }).click();
  await expect(page).toHaveURL(new RegExp(`busca=paguei-${run}`));
  const rows = page.getByTestId('webhook-event');
  await expect(rows).toHaveCount(2);
  const approved = eventRow(page, email, 'Compra aprovada');
  await expect(approved).toContainText('Maria Gonçalves');
  await expect(approved).toContainText(transaction);
  await expect(approved).toContainText(/R\$\s1\.747,00/);
  await expect(approved).toContainText('Anual');
  const billet = eventRow(page, email, 'Boleto gerado');
  await expect(billet).toContainText('Ignorado');
  await expect(billet.getByRole('button', { name: 'Reprocessar' })).toHaveCount(0);

  // A name, without its accent and in another case, finds the buyer too; a reload keeps it.
  await page.getByLabel('Buscar', { exact: true }).fill(`GONCALVES ${run}`);
  await page.getByRole('button', { name: 'Buscar eventos' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Compra aprovada');
  await page.reload();
  await expect(page.getByLabel('Buscar', { exact: true })).toHaveValue(`GONCALVES ${run}`);
  await expect(rows).toHaveCount(1);

  // The webhook URL, copied with a visible label and a toast.
  await page.getByRole('button', { name: 'Copiar URL do webhook da Hotmart' }).click();
  await expectToast(page, 'Copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/api\/webhooks\/hotmart$/);

  // A signed test delivery through the real receiver and worker: recorded as a test, no member touched.
  const profiles = () =>
    deps.database.db.selectFrom('profiles').select('id').where('email', 'like', '%.invalid').execute();
  await page.getByRole('button', { name: 'Enviar evento de teste da Kiwify' }).click();
  await expectToast(page, 'Evento de teste da Kiwify: Ignorado.');
  expect(await profiles()).toEqual([]);
});
