import AxeBuilder from '@axe-core/playwright';
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  request,
} from '@playwright/test';
import type { Deps } from '../src/server/app-env';
import { createDeps } from '../src/server/deps';
import { loadEnv } from '../src/server/platform/config/env';
import { createLogger } from '../src/server/platform/logger';
import type { CreateUserOptions } from '../src/server/seed/factories';
import { readOutbox } from '../test/outbox';
import { ROLE_USERS as ROLE_PRESETS } from '../test/test-app';
import { E2E_DATA_DIR, E2E_ENV, E2E_PORT } from './e2e-env';
import { type TestUsers, testUsers } from './test-users';

export type E2ERole = 'member' | 'expired' | 'subscriber' | 'admin';

// The API tests' presets, with names a screen can show.
export const ROLE_USERS: Record<E2ERole, CreateUserOptions> = {
  member: { ...ROLE_PRESETS.member, fullName: 'Marcos Sem Plano' },
  expired: { ...ROLE_PRESETS.expired, fullName: 'Elena Expirada' },
  subscriber: { ...ROLE_PRESETS.subscriber, fullName: 'Sofia Assinante' },
  admin: { ...ROLE_PRESETS.admin, fullName: 'Alice Admin' },
};

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Creates a confirmed person of that kind and signs them in outside any browser: the returned
 * storage state opens browser contexts already signed in (one sign-in shared by many tests).
 * `users` deletes them: the test's own fixture, or a file's testUsers() for its shared setup.
 */
export async function signedInState(users: TestUsers, role: E2ERole, options: CreateUserOptions = {}) {
  const user = await users.create({ ...ROLE_USERS[role], ...options });
  const api = await request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  try {
    const res = await api.post('/api/auth/sign-in', { data: { email: user.email, password: user.password } });
    expect(res.status()).toBe(200);
    return { user, storageState: (await api.storageState()) as StorageState };
  } finally {
    await api.dispose();
  }
}

type Fixtures = {
  /** Direct access to the server's database (same SQLite file), for factories. */
  deps: Deps;
  /** The people this test makes, deleted when it ends (automatic: every test cleans up). */
  users: TestUsers;
  /** Creates a confirmed person of that kind and signs the page's browser in as them. */
  signInAs: (role: E2ERole, options?: CreateUserOptions) => ReturnType<TestUsers['create']>;
};

type WorkerFixtures = {
  /** `deps` for a file's beforeAll, which makes its people with testUsers() and deletes them in afterAll. */
  workerDeps: Deps;
};

/** Outside links and videos answer locally: the suite never reaches the internet. */
export async function stubOutsideWorld(context: BrowserContext) {
  await context.route('https://downloads.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'arquivo de teste' }),
  );
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><title>Vídeo</title><body></body></html>',
    }),
  );
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Every test's browser: a page that embeds a video or links a download never waits on the
  // internet (a context a test opens itself calls stubOutsideWorld).
  context: async ({ context }, use) => {
    await stubOutsideWorld(context);
    await use(context);
  },
  workerDeps: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const deps = await createDeps(loadEnv(E2E_ENV), createLogger('silent'));
      await use(deps);
      await deps.database.db.destroy();
    },
    { scope: 'worker' },
  ],
  deps: async ({ workerDeps }, use) => use(workerDeps),
  // Automatic, so it is set up before the page and torn down after it: no browser of the test is
  // still using an account when it goes.
  users: [
    async ({ workerDeps }, use) => {
      const users = testUsers(workerDeps);
      await use(users);
      await users.deleteAll();
    },
    { auto: true },
  ],
  signInAs: async ({ page, users }, use) => {
    await use(async (role, options = {}) => {
      const user = await users.create({ ...ROLE_USERS[role], ...options });
      const res = await page.request.post('/api/auth/sign-in', {
        data: { email: user.email, password: user.password },
      });
      expect(res.status()).toBe(200);
      return user;
    });
  },
});

export { expect };

/**
 * The newest e-mail the server's mail worker wrote to the outbox for this address (no SMTP in
 * tests), waiting for the worker to write one.
 */
export async function lastMailTo(email: string) {
  await expect.poll(() => readOutbox(E2E_DATA_DIR, email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return readOutbox(E2E_DATA_DIR, email).at(-1) as ReturnType<typeof readOutbox>[number];
}

/**
 * Holds the answers to the requests matching `url` until released, so a busy or waiting state can
 * be seen (a local server answers faster than any check).
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A member who never had a plan signs in and opens the tools: sent to /subscription-expired. */
export async function expectMemberSentFromTools(page: Page, signInAs: Fixtures['signInAs']) {
  const user = await signInAs('member');
  await page.goto('/conectar');
  await expect(page).toHaveURL(/\/subscription-expired$/);
  return user;
}

/** Waits until the guard settled (no Carregando... spinner). */
export async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0);
}

/** Toasts (docs/product.md#error-messages): a title and, optionally, its description. */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.getByRole('listitem').filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description)).toBeVisible();
}

/** Opens a member screen, waits for its guard and heading, and opens a tab when asked. */
export async function openScreen(page: Page, path: string, tab?: string) {
  await page.goto(path);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (tab) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
  }
}

/** No screen may scroll sideways (every screen works at 360 px). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The dark theme is the light theme's markup with other colour variables (the `dark` class on
 * <html>), so there axe runs only the rules that read colours; the light theme runs them all.
 * Half the a11y suite's axe work, nothing left unchecked.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe for the page as it stands: the colour rules in the dark theme, else `tags` (every rule without). */
export async function axeFor(page: Page, tags?: string[]) {
  const axe = new AxeBuilder({ page });
  if (await page.evaluate(() => document.documentElement.classList.contains('dark')))
    return axe.withRules(COLOUR_RULES);
  return tags ? axe.withTags(tags) : axe;
}

/** The violations axe finds on the page as it stands, one line each. */
export async function axeViolations(page: Page) {
  const { violations } = await (await axeFor(page)).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe finds nothing on the page as it stands; `label` names it in a failure. */
export async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page), `axe on ${label}`).toEqual([]);
}

/**
 * `check` on the page in the light theme, then in the dark one, switched in place as the theme
 * toggle does: one page load checks both. Each finding is prefixed with its theme; the page is
 * left in the theme it was in.
 */
export async function inBothThemes(page: Page, check: () => Promise<string[]>) {
  const shown = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const found: string[] = [];
  for (const dark of [false, true]) {
    await showTheme(page, dark);
    found.push(...(await check()).map((finding) => `${dark ? 'dark' : 'light'}: ${finding}`));
  }
  await showTheme(page, shown);
  return found;
}

/** axe in the light theme (every rule) and the dark one (the colour rules: axeFor). */
export const axeViolationsInBothThemes = (page: Page) => inBothThemes(page, () => axeViolations(page));

/** axe finds nothing in either theme; `label` names the page in a failure. */
export async function expectNoAxeViolationsInBothThemes(page: Page, label: string) {
  expect(await axeViolationsInBothThemes(page), `axe on ${label}`).toEqual([]);
}

/**
 * Flips the `dark` class on <html> as the theme toggle does (lib/theme.ts; the charts follow it
 * through their observer) and waits for the colour transitions it starts, so axe reads the
 * theme's colours, not colours on their way.
 */
async function showTheme(page: Page, dark: boolean) {
  await page.evaluate(async (dark) => {
    const root = document.documentElement;
    if (root.classList.contains('dark') === dark) return;
    root.classList.toggle('dark', dark);
    // Styles recomputed now start the transitions; a frame lets React redraw what observes the class.
    void getComputedStyle(document.body).color;
    await new Promise(requestAnimationFrame);
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  }, dark);
}

/** Each screen at the current viewport: opened, no sideways scroll, no axe violation. */
export async function expectScreensFitAndPassAxe(page: Page, screens: string[]) {
  for (const screen of screens) {
    await openScreen(page, screen);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, screen);
  }
}
