import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ENV } from './e2e-env';
import { test as appTest, openScreen } from './fixtures';
import { freePort, waitForHealth } from './own-server';

// docs/decisions/034-resilient-navigation.md: with the server stopped mid-session, moving around the
// member area shows the app's own messages (never the browser's error page), and what failed loads
// by itself once the server is back. The server is this spec's own: it is killed and started again
// on the same port and data folder, as a crash and a restart would.

const OUTAGE_MS = 3000;
const OFFLINE_NOTICE = 'Sem conexão — tentando de novo…';
const LOAD_ERROR = 'Não foi possível carregar. Verifique sua conexão e tente de novo.';
const SCREEN_LOAD_ERROR = 'Não foi possível carregar esta tela. Verifique sua conexão e tente de novo.';
const NETWORK_ERROR = 'Não foi possível falar com o servidor. Verifique sua conexão.';

function ownServer(port: number, dataDir: string) {
  let child: ChildProcess | undefined;
  const baseUrl = `http://localhost:${port}`;
  return {
    baseUrl,
    async start() {
      child = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          ...E2E_ENV,
          PORT: String(port),
          APP_URL: baseUrl,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      await waitForHealth(baseUrl);
    },
    /** A crash: no draining, no goodbye; the port refuses connections once it has exited. */
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** This spec's own server started on a fresh data folder, and its first admin on /dashboard. */
async function adminOnOwnServer(page: Page) {
  const port = await freePort();
  const dataDir = path.resolve(`.tmp/e2e-resilient-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = ownServer(port, dataDir);
  await server.start();
  try {
    const signIn = await page.request.post(`${server.baseUrl}/api/auth/sign-in`, {
      data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD },
      headers: { origin: server.baseUrl },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${server.baseUrl}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  } catch (error) {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { server, dataDir };
}

/** An app message in the main area: a list's or a screen's load error. */
const appLoadError = (page: Page) =>
  page
    .getByRole('main')
    .getByText(LOAD_ERROR)
    .or(page.getByRole('main').getByText(SCREEN_LOAD_ERROR))
    .first();

test('a server outage mid-session shows the app’s own messages, and what failed loads by itself once it is back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { server, dataDir } = await adminOnOwnServer(page);
  try {
    // What the page prefetches when idle has arrived.
    await page.waitForLoadState('networkidle');

    // A mark on this document: a reload or the browser's error page would lose it.
    const sameDocument = () => page.evaluate(() => 'hubOutageMark' in window);
    await page.evaluate(() => Object.assign(window, { hubOutageMark: true }));
    const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
    await server.kill();
    const stoppedAt = Date.now();

    await sidebar.getByRole('link', { name: 'Biblioteca', exact: true }).click();
    await expect(page).toHaveURL(/\/biblioteca$/);
    await expect(appLoadError(page)).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

    await sidebar.getByRole('link', { name: 'Gerenciar Usuários' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
    await expect(appLoadError(page)).toBeVisible();

    await sidebar.getByRole('link', { name: 'Ferramentas', exact: true }).click();
    await expect(page).toHaveURL(/\/conectar$/);
    await page.getByRole('button', { name: 'Gerar código' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toHaveText(NETWORK_ERROR);
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    expect(await sameDocument()).toBe(true);

    // The outage lasts its full length however fast the clicks above went.
    const left = OUTAGE_MS - (Date.now() - stoppedAt);
    if (left > 0) await page.waitForTimeout(left);
    await server.start();

    // Back: the dialog asks again by itself (no setting yet: it says so), the notice goes away.
    await expect(dialog.getByRole('alert')).toHaveText(/ainda não foi configurado/, { timeout: 30_000 });
    await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    // The screens left in error load once opened again, without a reload.
    await sidebar.getByRole('link', { name: 'Gerenciar Usuários' }).click();
    await expect(page.getByRole('list', { name: 'Usuários', exact: true })).toBeVisible();
    await expect(appLoadError(page)).toBeHidden();
    expect(await sameDocument()).toBe(true);
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a screen left in error while the server was down loads by itself once it answers', async ({ page }) => {
  test.setTimeout(180_000);
  const { server, dataDir } = await adminOnOwnServer(page);
  try {
    await server.kill();
    // Whether or not its code was prefetched yet, the screen shows the app's error state.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Gerenciar Usuários' })
      .click();
    await expect(appLoadError(page)).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await server.start();
    await expect(page.getByRole('list', { name: 'Usuários', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

appTest(
  'after a deploy renamed the chunks, the next screen loads the page again once, on its own route',
  async ({ page, signInAs }) => {
    await signInAs('subscriber');
    await openScreen(page, '/dashboard');
    // What the page prefetches has arrived (routing below bypasses the browser's cache anyway).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { hubBeforeDeployMark: true }));
    // The running page asks for its build's library chunk, which the new deployment no longer has.
    const libraryChunk = (url: URL) => /\/assets\/library-[\w-]+\.js$/.test(url.pathname);
    const gone = { count: 0 };
    await page.route(libraryChunk, async (route) => {
      gone.count += 1;
      // The first ask finds nothing; the page loaded again finds the new build's file.
      if (gone.count === 1) await route.fulfill({ status: 404, body: 'not found' });
      else await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Biblioteca', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca' })).toBeVisible();
    await expect(page).toHaveURL(/\/biblioteca$/);
    expect(gone.count).toBeGreaterThanOrEqual(2);
    // A new document (the page was loaded again), with no error left on screen.
    expect(await page.evaluate(() => 'hubBeforeDeployMark' in window)).toBe(false);
    await expect(page.getByText(SCREEN_LOAD_ERROR)).toHaveCount(0);
  },
);
