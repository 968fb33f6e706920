import { expect, expectNoAxeViolationsInBothThemes, test } from './fixtures';

// Configurações → Meus dados (docs/product.md#privacy-and-retention): the rules (what the file
// holds, who may download it, the 7 days, the cancel) are in the API tests of src/server/features/my-data.
test('a member downloads their data and schedules the deletion, on a phone', async ({ page, signInAs }) => {
  const user = await signInAs('member');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/configuracoes');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const json = page.getByRole('link', { name: 'Dados completos (JSON)' });
  await expect(json).toBeVisible();
  await expect(page.getByText(/Disponível até/)).toBeVisible();
  const download = page.waitForEvent('download');
  await json.click();
  expect((await download).suggestedFilename()).toBe('meus-dados.json');
  await expectNoAxeViolationsInBothThemes(page, 'Meus dados');

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog.getByText(/registros de pagamento/)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, 'Excluir minha conta');
  await dialog.getByLabel('Senha', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByRole('dialog', { name: 'Exclusão agendada' })).toContainText('excluída em 7 dias');
  await page.getByRole('button', { name: 'Entendi' }).click();
  await expect(page).toHaveURL(/\/$/);
});
