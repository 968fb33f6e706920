import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminJourney, cardOf, list, pagination, paginationWindow, searchFor } from './admin-users-helpers';
import { expect, expectNoHorizontalScroll, expectToast, openScreen, settled, test } from './fixtures';

// In real Chromium: one admin searches and pages the member list, and renames themself.
test.describe.configure({ mode: 'serial' });

const tag = `pag${randomUUID().slice(0, 6)}`;
let admin: { email: string; id: string };
let page: Page;
adminJourney({ tag }, (journey) => ({ admin, page } = journey));

test('searches by e-mail and pages through the matches, with the page and the search in the URL', async () => {
  await openScreen(page, '/admin/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' })).toBeVisible();
  await searchFor(page, tag.toUpperCase());
  await expect(page.getByTestId('users-total')).toHaveText(`65 usuários para “${tag.toUpperCase()}”`);
  await expect(list(page).getByRole('listitem')).toHaveCount(10);
  // Newest first.
  await expect(list(page).getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 64 ${tag}`);
  expect(await paginationWindow(page)).toEqual(['1', '2', '…', '7']);
  await expect(pagination(page).getByRole('button', { name: 'Página 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The last page: the five oldest.
  await pagination(page).getByRole('button', { name: 'Página 7' }).click();
  await expect(page).toHaveURL(/pagina=7/);
  await expect(list(page).getByRole('listitem')).toHaveCount(5);
  await expect(list(page).getByRole('listitem').last()).toHaveAccessibleName(`Pessoa 00 ${tag}`);
  expect(await paginationWindow(page)).toEqual(['1', '…', '6', '7']);

  // A middle page, straight from the URL: a reload keeps it.
  await page.goto(`/admin/usuarios?busca=${tag}&pagina=4`);
  await settled(page);
  await expect(list(page).getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 34 ${tag}`);
  expect(await paginationWindow(page)).toEqual(['1', '…', '3', '4', '5', '…', '7']);
  await page.reload();
  await expect(page.getByPlaceholder('Buscar por nome ou email')).toHaveValue(tag);
  await expect(list(page).getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 34 ${tag}`);

  // The back button returns to the page before.
  await pagination(page).getByRole('button', { name: 'Página 5' }).click();
  await expect(list(page).getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 24 ${tag}`);
  await page.goBack();
  await expect(page).toHaveURL(/pagina=4/);
  await expect(list(page).getByRole('listitem').first()).toHaveAccessibleName(`Pessoa 34 ${tag}`);

  // A new search starts again at page 1.
  await searchFor(page, `membro6`);
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(page.getByTestId('users-total')).toHaveText(/^\d+ usuários? para “membro6”$/);
  await expectNoHorizontalScroll(page);
});

test('an admin renames themself; their own role is shown, not offered', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(admin.email)}`);
  await settled(page);
  await cardOf(page, 'Ana Operadora').getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(dialog.getByLabel('Tipo de conta')).toHaveValue('Administrador');
  await expect(dialog.getByLabel('Tipo de conta')).toHaveAttribute('readonly', '');
  await dialog.getByLabel('Nome completo').fill('Ana Operadora Chefe');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso');
  await expect(cardOf(page, 'Ana Operadora Chefe').getByTestId('role-badge')).toHaveText('Administrador');
});
