import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToast,
  openScreen,
  test,
} from './fixtures';

// The tool catalogue live (docs/product.md#the-tool-catalogue): the operator marks a tool Fora do
// ar on /admin/ferramentas, a subscriber sees it on /conectar and the dashboard, and sees it back
// once it is Funcionando. The tool is the test's own (kept off the landing, whose grid other
// specs count), and removed at the end.

const NAME = `Ferramenta E2E ${Date.now().toString(36)}`;
const PHONE = { width: 390, height: 844 };

test('the operator marks a tool Fora do ar and a subscriber sees it, then sees it back', async ({
  page,
  signInAs,
  deps,
}) => {
  try {
    await signInAs('admin');
    await openScreen(page, '/admin/ferramentas');
    await page.getByRole('button', { name: 'Adicionar ferramenta' }).click();
    const form = page.getByRole('dialog', { name: 'Adicionar ferramenta' });
    await form.getByLabel('Nome').fill(NAME);
    await form.getByLabel('Categoria').selectOption({ label: 'Vídeo' });
    await form.getByLabel('Descrição curta').fill('Cortes automáticos para vídeos curtos.');
    await form.getByLabel('Instruções (markdown)').fill('## Como entrar\n\n1. Abra o **navegador**.');
    await form.getByLabel('Ordem').fill('1');
    await form.getByLabel('Mostrar na página inicial').uncheck();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Ferramenta adicionada.');

    const row = page.locator(`[data-tool="${NAME}"]`);
    await row.getByRole('button', { name: `Alterar status de ${NAME}` }).click();
    const status = page.getByRole('dialog', { name: `Status: ${NAME}` });
    await status.getByLabel('Status').selectOption({ label: 'Fora do ar' });
    await status.getByLabel('Observação').fill('O provedor caiu; previsão de volta às 18h.');
    await status.getByRole('button', { name: 'Salvar status' }).click();
    await expectToast(page, 'Status atualizado.');
    await expect(row.getByText('Fora do ar')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/ferramentas');

    // The subscriber, on a phone.
    await page.setViewportSize(PHONE);
    await signInAs('subscriber');
    await openScreen(page, '/dashboard');
    const card = page.getByRole('group', { name: 'Status das ferramentas' });
    await expect(card).toContainText(NAME);
    await expect(card).toContainText('Fora do ar');
    await expect(card).toContainText('O provedor caiu; previsão de volta às 18h.');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, '/dashboard');

    await openScreen(page, '/conectar');
    await page.getByRole('button', { name: 'Ver ferramentas e status' }).click();
    const tools = page.getByRole('list', { name: 'Ferramentas' });
    await page.getByRole('searchbox', { name: 'Buscar ferramenta' }).fill(NAME.slice(0, 14).toLowerCase());
    await page.getByLabel('Categoria').selectOption({ label: 'Vídeo' });
    const tool = tools.locator(`[data-tool="${NAME}"]`);
    await expect(tool).toContainText('Fora do ar');
    await expect(tool).toContainText(/desde \d{2}\/\d{2} às \d{2}:\d{2}/);
    await expect(tools.locator('[data-tool="Assistente de Escrita IA"]')).toHaveCount(0);
    await tool.getByRole('button', { name: `Ver instruções de ${NAME}` }).click();
    const instructions = page.getByRole('dialog', { name: NAME });
    await expect(instructions.getByRole('heading', { name: 'Como entrar' })).toBeVisible();
    await expect(instructions.locator('strong')).toHaveText('navegador');
    await expectNoAxeViolations(page, '/conectar with the instructions open');
    await page.keyboard.press('Escape');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, '/conectar');

    // Back to Funcionando: the subscriber's next load shows it working, and nothing on the dashboard.
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInAs('admin');
    await openScreen(page, '/admin/ferramentas');
    await row.getByRole('button', { name: `Alterar status de ${NAME}` }).click();
    await status.getByLabel('Status').selectOption({ label: 'Funcionando' });
    await status.getByRole('button', { name: 'Salvar status' }).click();
    await expectToast(page, 'Status atualizado.');

    await signInAs('subscriber');
    await openScreen(page, '/conectar');
    await page.getByRole('button', { name: 'Ver ferramentas e status' }).click();
    await expect(page.locator(`[data-tool="${NAME}"]`)).toContainText('Funcionando');
    await expectNoAxeViolations(page, '/conectar at 1366 px');
    await openScreen(page, '/dashboard');
    await expect(page.getByRole('group', { name: 'Status das ferramentas' })).not.toContainText(NAME);
  } finally {
    await deps.database.db.deleteFrom('landing_tools').where('name', '=', NAME).execute();
  }
});

test('the landing lists the catalogue’s tools', async ({ page }) => {
  await page.goto('/');
  const grid = page.locator('#ferramentas');
  await expect(grid.getByRole('heading', { name: 'Editor de Vídeo Pro' })).toBeVisible();
  await expect(grid).toContainText('+32 ferramentas');
});
