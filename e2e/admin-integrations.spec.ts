import { randomUUID } from 'node:crypto';
import { hotmartEvent, kiwifyOrder, kiwifySignature, transactionCode } from '../test/webhook-payloads';
import { expect, expectNoHorizontalScroll, expectToast, test } from './fixtures';
import { eventRow, openIntegrations, sendHotmart } from './payments-helpers';

// /admin/integracoes as an operator uses it: at 360 px, the received events paged and filtered,
// products mapped to plans, a buyer found by e-mail or name, and a test delivery. The buyer's own
// journey (a purchase opens access, a refund ends it): webhooks.spec.ts.

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
