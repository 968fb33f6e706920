import { expect, type Page, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { axeViolations } from './fixtures';
import { startOwnServer } from './own-server';

// docs/decisions/019-two-factor.md in real Chromium: on a server with ADMIN_TWO_FACTOR=required (its own: the suite's server
// runs `optional`), a new admin is sent to enrolment before /admin, enrols by computing the code
// from the shown secret, then signs out and back in with a code, and then with a backup code.

const ADMIN = { email: 'admin-2fa@exemplo.com.br', password: 'admin-2fa-123' };

let server: Awaited<ReturnType<typeof startOwnServer>>;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer('two-factor', {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TWO_FACTOR: 'required',
  });
  baseUrl = server.baseUrl;
});

test.afterAll(() => server.stop());

async function signIn(page: Page, from = '/admin') {
  await page.goto(`${baseUrl}${from}`);
  await page.locator('#signin-email').fill(ADMIN.email);
  await page.locator('#signin-password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  // Signed out lands on the public landing page.
  await expect(page).toHaveURL(`${baseUrl}/`);
}

const visaoGeral = (page: Page) => page.getByRole('heading', { name: 'Visão geral', level: 1 });

test('a new admin enrols before /admin, then signs in with a code and with a backup code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Proteja sua conta de administrador' })).toBeVisible();
  await expect(visaoGeral(page)).toHaveCount(0);

  await page.getByLabel('Sua senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('img', { name: 'QR code da verificação em duas etapas' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  const backupCodes = await page
    .getByRole('list', { name: 'Códigos de recuperação' })
    .getByRole('listitem')
    .allTextContents();
  expect(backupCodes).toHaveLength(10);
  expect(await axeViolations(page)).toEqual([]);
  const totp = new TOTP({ secret, digits: 6, period: 30 });

  // A wrong code is said beside the field; the QR code stays, still signed in.
  const wrong = totp.generate() === '000000' ? '111111' : '000000';
  await page.getByLabel('3. Código de 6 dígitos do aplicativo').fill(wrong);
  await page.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(page.getByText('Código inválido', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code da verificação em duas etapas' })).toBeVisible();

  await page.getByLabel('3. Código de 6 dígitos do aplicativo').fill(totp.generate());
  await page.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(visaoGeral(page)).toBeVisible();

  // Back in with the app's code, trusting nothing.
  await signOut(page);
  await signIn(page);
  await expect(page.getByLabel('Confiar neste dispositivo por 30 dias')).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Código de verificação').fill(totp.generate());
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(visaoGeral(page)).toBeVisible();

  // Then with a backup code, from the sign-in page itself: an admin lands on /admin.
  await signOut(page);
  await signIn(page, '/auth');
  await page.getByLabel('Código de verificação').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(visaoGeral(page)).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl}/admin`);
});
