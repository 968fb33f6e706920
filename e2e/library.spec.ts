import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { addLibraryItem } from '../src/server/seed/content-factories';
import {
  cardOf,
  emptyTable,
  expectFieldLabels,
  expectProgressSteps,
  recordProgress,
} from './content-helpers';
import {
  expect,
  expectScreensFitAndPassAxe,
  expectToast,
  holdRequests,
  openScreen,
  signedInState,
  stubOutsideWorld,
  test,
} from './fixtures';

// /biblioteca and /admin/biblioteca: an admin adds an item with its image and members see
// it, download it and stop seeing it when it is turned off. One file owns the library table.
test.describe.configure({ mode: 'serial' });

const png = async () =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 120, g: 60, b: 200 } } })
    .png()
    .toBuffer();

test.beforeEach(async ({ deps }) => {
  await emptyTable(deps, 'library_items');
});

test('members see Nenhum item disponível when the library is empty', async ({ page, signInAs }) => {
  await signInAs('subscriber');
  await openScreen(page, '/biblioteca');
  await expect(page.getByText('Nenhum item disponível')).toBeVisible();
});

test('an admin adds an item with an image, with the progress bar, and a member sees it', async ({
  page,
  browser,
  signInAs,
  users,
}) => {
  test.slow();
  await signInAs('admin');
  await openScreen(page, '/admin/biblioteca');
  await page.getByRole('link', { name: 'Adicionar item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adicionar item' })).toBeVisible();

  // The visible labels, the same for a person and for a screen reader.
  await page.getByLabel('Nome', { exact: true }).fill('Pack de Presets Cinema');
  await page.getByLabel('Descrição', { exact: true }).fill('20 presets de cor para vídeos.');
  await page
    .getByLabel('Link de download', { exact: true })
    .fill('https://downloads.example.com/presets-cinema.zip');
  await page
    .getByLabel('Imagem', { exact: true })
    .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByRole('checkbox', { name: 'Ativo' })).toBeChecked();

  const progress = await recordProgress(page);
  // The save is held until the busy button has been seen: a local save is faster than any check.
  const release = await holdRequests(page, '**/api/admin/library');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await expect(page.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  release();
  expectProgressSteps(await progress.values(), false);
  await expectToast(page, 'Item adicionado com sucesso!');
  await expect(page).toHaveURL(/\/admin\/biblioteca$/);

  const row = cardOf(page, 'Pack de Presets Cinema');
  await expect(row.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(row.getByText('20 presets de cor para vídeos.')).toBeVisible();
  await expect(row.locator('img')).toHaveJSProperty('complete', true);
  await expect(page.getByTestId('library-total')).toHaveText('Total: 1 item');

  const { storageState } = await signedInState(users, 'subscriber');
  const member = await browser.newContext({ storageState });
  await stubOutsideWorld(member);
  const memberPage = await member.newPage();
  await openScreen(memberPage, '/biblioteca');
  const card = cardOf(memberPage, 'Pack de Presets Cinema');
  await expect(card).toBeVisible();
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', /\.thumb\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await member.close();
});

test('a member downloads: the count goes up by one and the file opens in a new tab without opener', async ({
  page,
  context,
  signInAs,
  deps,
}) => {
  const item = await addLibraryItem(deps.database.db, {
    name: 'Guia de Prompts',
    fileUrl: 'https://downloads.example.com/guia-de-prompts.pdf',
    downloadsCount: 41,
  });
  await signInAs('subscriber');
  await openScreen(page, '/biblioteca');
  const card = cardOf(page, 'Guia de Prompts');
  await expect(card.getByTestId('downloads-count')).toHaveText('41 downloads');
  await expect(card.getByTestId('image-placeholder')).toBeVisible();

  const popup = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Baixar' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toBe('https://downloads.example.com/guia-de-prompts.pdf');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expectToast(page, 'Download iniciado');
  await expect(card.getByTestId('downloads-count')).toHaveText('42 downloads');
  const row = await deps.database.db
    .selectFrom('library_items')
    .select('downloads_count')
    .where('id', '=', item.id)
    .executeTakeFirstOrThrow();
  expect(row.downloads_count).toBe(42);
});

test('toggling an item inactive hides it from members, and deleting asks first', async ({
  page,
  browser,
  signInAs,
  deps,
  users,
}) => {
  test.slow();
  await addLibraryItem(deps.database.db, { name: 'Kit de Fontes' });
  const { storageState } = await signedInState(users, 'subscriber');
  const member = await browser.newContext({ storageState });
  const memberPage = await member.newPage();
  await openScreen(memberPage, '/biblioteca');
  await expect(cardOf(memberPage, 'Kit de Fontes')).toBeVisible();

  await signInAs('admin');
  await openScreen(page, '/admin/biblioteca');
  const row = cardOf(page, 'Kit de Fontes');
  await row.getByRole('button', { name: 'Desativar Kit de Fontes' }).click();
  await expectToast(page, 'Item desativado com sucesso.');
  await expect(row.getByText('Inativo', { exact: true })).toBeVisible();

  await memberPage.reload();
  await expect(memberPage.getByText('Nenhum item disponível')).toBeVisible();
  await member.close();

  // The browser's own confirm; dismissing it keeps the item.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Tem certeza que deseja excluir este item?');
    dialog.dismiss();
  });
  await row.getByRole('button', { name: 'Excluir Kit de Fontes' }).click();
  await expect(row).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: 'Excluir Kit de Fontes' }).click();
  await expectToast(page, 'Item excluído com sucesso.');
  await expect(page.getByText('Nenhum item encontrado')).toBeVisible();
});

test.describe('uploads', () => {
  let folder: string;
  test.beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'hub-e2e-upload-'));
  });
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('a non-image named .png is refused by its bytes and nothing is saved', async ({
    page,
    signInAs,
    deps,
  }) => {
    await signInAs('admin');
    await openScreen(page, '/admin/biblioteca/adicionar');
    await page.getByLabel('Nome', { exact: true }).fill('Item com imagem falsa');
    await page
      .getByLabel('Link de download', { exact: true })
      .fill('https://downloads.example.com/falso.zip');
    await page.getByLabel('Imagem', { exact: true }).setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>não sou imagem</html>'),
    });
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await expectToast(
      page,
      'Erro',
      'O arquivo selecionado não é uma imagem válida (use JPG, PNG, WEBP ou GIF).',
    );
    await expect(page).toHaveURL(/\/adicionar$/);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const rows = await deps.database.db.selectFrom('library_items').select('id').execute();
    expect(rows).toEqual([]);
  });

  test('a 50 MB file is refused with a message before anything is sent', async ({ page, signInAs }) => {
    const file = path.join(folder, 'enorme.png');
    writeFileSync(file, Buffer.alloc(50 * 1024 * 1024));
    await signInAs('admin');
    await openScreen(page, '/admin/biblioteca/adicionar');
    await page.getByLabel('Nome', { exact: true }).fill('Item pesado');
    await page
      .getByLabel('Link de download', { exact: true })
      .fill('https://downloads.example.com/pesado.zip');
    await page.getByLabel('Imagem', { exact: true }).setInputFiles(file);
    await expect(page.getByText('A imagem deve ter no máximo 5 MB.')).toBeVisible();
    const posted: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posted.push(request.url()));
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await expectToast(page, 'Erro', 'A imagem deve ter no máximo 5 MB.');
    expect(posted).toEqual([]);
  });

  test('the fields carry their visible labels; form messages follow the validation rules', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await openScreen(page, '/admin/biblioteca/adicionar');
    await expectFieldLabels(page, ['Nome', 'Descrição', 'Link de download', 'Imagem']);
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await expect(page.getByText('O nome do item é obrigatório.')).toBeVisible();
    await expect(page.getByText('O link de download é obrigatório.')).toBeVisible();
    await page.getByLabel('Link de download', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await expect(page.getByText('Por favor, insira um link válido.')).toBeVisible();
  });
});

test('editing keeps the image and a missing id reads Item não encontrado', async ({
  page,
  signInAs,
  deps,
}) => {
  const item = await addLibraryItem(deps.database.db, { name: 'Mockups 3D' });
  await signInAs('admin');
  await openScreen(page, '/admin/biblioteca');
  await cardOf(page, 'Mockups 3D').getByRole('link', { name: 'Editar Mockups 3D' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar item' })).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Mockups 3D');
  await page.getByLabel('Nome', { exact: true }).fill('Mockups 3D Premium');
  const progress = await recordProgress(page);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  expectProgressSteps(await progress.values(), true);
  await expectToast(page, 'Item atualizado com sucesso!');
  await expect(cardOf(page, 'Mockups 3D Premium')).toBeVisible();
  expect(item.id).toBeTruthy();

  await openScreen(page, '/admin/biblioteca/editar/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Item não encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a biblioteca' }).click();
  await expect(page).toHaveURL(/\/admin\/biblioteca$/);
});

test('the library screens fit 360 px and pass axe', async ({ page, signInAs, deps }) => {
  test.slow();
  for (let i = 0; i < 3; i++)
    await addLibraryItem(deps.database.db, {
      name: `Item de layout ${i}`,
      description: 'Descrição de exemplo.',
    });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs('admin');
  await expectScreensFitAndPassAxe(page, ['/biblioteca', '/admin/biblioteca', '/admin/biblioteca/adicionar']);
});
