import type { Browser, Page } from '@playwright/test';
import { expect, expectToast, openScreen, ROLE_USERS, test } from './fixtures';
import type { TestUsers } from './test-users';

// In real Chromium: a member sees the devices signed in as them in Configurações →
// Segurança and ends one, whose next action lands on /auth with the usual notice; past
// MAX_SESSIONS_PER_MEMBER (3, the default the server under test runs with) a new sign-in ends the
// oldest session, and that device is told why. A fresh member of its own, so the limit applies to
// nobody else. The texts are written out here on purpose.
const ENDED = 'Sua sessão terminou. Entre novamente.';
const REPLACED = 'Sua conta foi acessada em outro dispositivo';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0';

type Person = Awaited<ReturnType<TestUsers['create']>>;

/** Another browser (a device of its own, with its user agent) signed in as the same person. */
async function deviceOf(browser: Browser, person: Person, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const res = await context.request.post('/api/auth/sign-in', {
    data: { email: person.email, password: person.password },
  });
  expect(res.status()).toBe(200);
  return context.newPage();
}

const sessionRows = (page: Page) =>
  page.getByRole('region', { name: 'Sessões ativas' }).getByRole('listitem');
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The member's next action on a device: going to Biblioteca from the menu. */
async function goToLibrary(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Biblioteca' })
    .click();
}

test('a member sees three sessions, ends one, and a 4th sign-in ends the oldest', async ({
  page,
  browser,
  users,
}) => {
  test.setTimeout(90_000); // five browsers
  const person = await users.create(ROLE_USERS.subscriber);
  // The oldest device, with the app open; then this page (Desktop Chrome); then a phone.
  const oldest = await deviceOf(browser, person, EDGE_WINDOWS);
  await openScreen(oldest, '/dashboard');
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: person.email, password: person.password },
  });
  expect(signIn.status()).toBe(200);
  const phone = await deviceOf(browser, person, SAFARI_IPHONE);
  await openScreen(phone, '/dashboard');

  await openScreen(page, '/configuracoes', 'Segurança');
  const rows = sessionRows(page);
  await expect(rows).toHaveCount(3);
  // This device first, then the others; each with its IP and last activity.
  await expect(rows.first()).toContainText('Chrome no Windows'); // Playwright's Desktop Chrome
  await expect(rows.first()).toContainText('Este dispositivo');
  await expect(rows.first().getByRole('button', { name: /Encerrar/ })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Safari no iPhone' })).toContainText('IP 127.0.0.1');
  await expect(rows.filter({ hasText: 'Edge no Windows' })).toContainText('Última atividade: agora');

  // Encerrar asks first; Cancelar ends nothing.
  await page.getByRole('button', { name: 'Encerrar Safari no iPhone' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Encerrar esta sessão?' });
  await expect(dialog).toContainText('Safari no iPhone');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Encerrar Safari no iPhone' }).click();
  await dialog.getByRole('button', { name: 'Encerrar' }).click();
  await expectToast(page, 'Sessão encerrada.');
  await expect(rows).toHaveCount(2);

  // The phone's next action lands on /auth with the usual notice.
  await goToLibrary(phone);
  await expect(phone).toHaveURL((url) => url.pathname === '/auth');
  await expect(notice(phone, ENDED)).toBeVisible();
  await expect(notice(phone, REPLACED)).toHaveCount(0);

  // Three signed in again, then one more: the oldest (Edge) ends.
  const laptop = await deviceOf(browser, person, FIREFOX_WINDOWS);
  const fourth = await deviceOf(browser, person);
  await page.reload();
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Edge no Windows' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Firefox no Windows' })).toHaveCount(1);

  await goToLibrary(oldest);
  await expect(oldest).toHaveURL((url) => url.pathname === '/auth');
  await expect(notice(oldest, REPLACED)).toBeVisible();
  await expect(notice(oldest, ENDED)).toHaveCount(0);

  // Encerrar todas as outras leaves this device alone.
  await page.getByRole('button', { name: 'Encerrar todas as outras' }).click();
  await page
    .getByRole('alertdialog', { name: 'Encerrar todas as outras sessões?' })
    .getByRole('button', { name: 'Encerrar todas' })
    .click();
  await expectToast(page, '2 sessões encerradas.');
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Encerrar todas as outras' })).toHaveCount(0);

  for (const other of [oldest, phone, laptop, fourth]) await other.context().close();
});
