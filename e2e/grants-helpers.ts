import type { Browser, Locator, Page } from '@playwright/test';
import { cardOf, memberBrowser } from './admin-users-helpers';
import { expect, settled, signedInState } from './fixtures';
import type { TestUsers } from './test-users';

// Shared by the grant journeys (decision 016): an admin's browser, a member's card and subscription
// dialog, the CSV line of one member, and dates as the admin's list words them.

const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'America/Sao_Paulo',
});
/** "31/01": the day access ends, as "Cancelada (acesso até 31/01)" says it. */
export const dayMonth = (value: Date | string) => dayMonthFormat.format(new Date(value));

/** A year past 2100: the far date lifetime grants were once stored with, which must show nowhere. */
export const FAR_DATE = /\/2[1-9]\d\d\b/;

/** A signed-in admin in a browser of their own (one per test: the file's tests run in parallel). */
export async function adminBrowser(browser: Browser, users: TestUsers) {
  const admin = await signedInState(users, 'admin', { fullName: 'Ana Operadora' });
  return memberBrowser(browser, admin.storageState);
}

/** The member's card on /admin/usuarios, searched by e-mail. */
export async function memberCard(page: Page, email: string, title: string) {
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(email)}`);
  await settled(page);
  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  return card;
}

/** Opens the card's subscription dialog once its form and its grants list have loaded. */
export async function openSubscriptionDialog(page: Page, card: Locator) {
  await card.getByRole('button', { name: 'Assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assinatura' });
  await expect(dialog.getByLabel('Plano')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Histórico de assinaturas' })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0);
  return dialog;
}

/** The dialog's list of the member's grants. */
export const grantsList = (dialog: Locator) => dialog.getByRole('list', { name: 'Assinaturas do usuário' });

/**
 * The member's line of the CSV export as the list's "Exportar CSV" link downloads it (with the
 * admin's cookie), split into its columns by header name.
 */
export async function csvLineOf(page: Page, email: string) {
  const href = await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href');
  const res = await page.request.get(href ?? '');
  expect(res.status()).toBe(200);
  const [header = '', ...lines] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
  const line = lines.find((text) => text.startsWith(`${email};`));
  expect(line, `a CSV line for ${email}`).toBeDefined();
  const names = header.split(';');
  const fields = (line ?? '').split(';');
  return Object.fromEntries(names.map((name, i) => [name, fields[i]]));
}

/** The member's session as their own page reads it. */
export const meOf = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/me');
    return (await res.json()) as {
      subscription: { plan: string; status: string; expiresAt: string | null } | null;
    };
  });

/** A dd of the Plano tab's list, by its term. */
export const planRow = (page: Page, label: string) =>
  page
    .getByRole('tabpanel', { name: 'Plano' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * The dialog sits inside a window `width` wide, scrolls only up and down, and nothing in it sticks
 * out sideways (a fixed box: the page's own scroll check cannot see it).
 */
export async function expectDialogFits(dialog: Locator, width: number) {
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  const outside = await dialog.evaluate(
    (element, windowWidth) =>
      [element, ...element.querySelectorAll('*')]
        .filter((node) => {
          const box = node.getBoundingClientRect();
          return box.width > 0 && (box.left < -0.5 || box.right > windowWidth + 0.5);
        })
        .map((node) => node.outerHTML.slice(0, 120)),
    width,
  );
  expect(outside).toEqual([]);
}
