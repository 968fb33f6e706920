import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { Deps } from '../src/server/app-env';
import { DAY_MS } from '../src/shared/constants';
import { expect, type StorageState, signedInState, test } from './fixtures';
import { type TestUsers, testUsers } from './test-users';

// Shared by the admin-users journeys: one admin's browser over 65 tagged members, and the
// user screen as a reader finds it.

export const ptBrDate = (value: Date | string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
    new Date(value),
  );

type AdminWithMembersOptions = {
  browser: Browser;
  workerDeps: Deps;
  /** Records the admin and the members, for the file to delete when it is done. */
  users: TestUsers;
  /** Marks this file's members, so its searches find only them. */
  tag: string;
};

/**
 * A signed-in admin ("Ana Operadora") in a browser of their own, and 65 members under the tag, a
 * minute apart ten days ago: 7 pages of 10 when searching for the tag.
 */
export async function adminWithMembers({ browser, workerDeps, users, tag }: AdminWithMembersOptions) {
  const signedIn = await signedInState(users, 'admin', { fullName: 'Ana Operadora' });
  const page = await (await browser.newContext({ storageState: signedIn.storageState })).newPage();
  const base = Date.now() - 10 * DAY_MS;
  const emails = Array.from(
    { length: 65 },
    (_, i) => `membro${String(i).padStart(2, '0')}.${tag}@exemplo.com.br`,
  );
  for (const email of emails) users.track(email);
  await workerDeps.database.db
    .insertInto('profiles')
    .values(
      emails.map((email, i) => ({
        id: randomUUID(),
        email,
        full_name: `Pessoa ${String(i).padStart(2, '0')} ${tag}`,
        email_verified: true,
        role: 'user' as const,
        created_at: new Date(base + i * 60_000),
        updated_at: new Date(base),
      })),
    )
    .execute();
  return { admin: signedIn.user, page };
}

type Journey = Awaited<ReturnType<typeof adminWithMembers>>;

/**
 * A file's shared journey: before all its tests, adminWithMembers for the tag (handed to `ready`),
 * with `track`'s e-mails recorded too (people the file will create); after all, the admin's
 * browser closed and every one of those people deleted.
 */
export function adminJourney(
  { tag, track = [] }: { tag: string; track?: string[] },
  ready: (journey: Journey) => void,
) {
  let users: TestUsers;
  let journey: Journey;
  test.beforeAll(async ({ browser, workerDeps }) => {
    users = testUsers(workerDeps);
    journey = await adminWithMembers({ browser, workerDeps, users, tag });
    for (const email of track) users.track(email);
    ready(journey);
  });
  test.afterAll(async () => {
    await journey.page.context().close();
    await users.deleteAll();
  });
}

export const list = (page: Page) => page.getByRole('list', { name: 'Usuários' });
export const cardOf = (page: Page, title: string) =>
  list(page).getByRole('listitem', { name: title, exact: true });
export const pagination = (page: Page) => page.getByRole('navigation', { name: 'Paginação de usuários' });

/** The pagination as a reader sees it: page numbers and ellipses, in order. */
export async function paginationWindow(page: Page) {
  const items = pagination(page).locator('[data-page], [data-ellipsis]');
  return (await items.allTextContents()).map((text) => text.trim());
}

export async function searchFor(page: Page, text: string) {
  await page.getByPlaceholder('Buscar por nome ou email').fill(text);
  await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
}

/** A member signed in in a browser of their own. */
export async function memberBrowser(browser: Browser, storageState: StorageState) {
  return (await browser.newContext({ storageState })).newPage();
}
