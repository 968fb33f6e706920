import type { Locator, Page, Route } from '@playwright/test';
import type { AdminLibraryItemView } from '../src/shared/schemas/library';
import type { AdminTrainingView } from '../src/shared/schemas/trainings';
import { axeViolationsInBothThemes, expect, openScreen } from './fixtures';
import { LOAD_ERROR } from './load-error-helpers';

// The library and trainings journeys own their tables (content-helpers.ts), so the axe checks see
// filled screens through answers made here: typed as the server's views, they follow its shape.

const NOW = '2026-01-15T12:00:00.000Z';

export const STUB_ITEM: AdminLibraryItemView = {
  id: 'a11y-item',
  name: 'Apostila de prompts',
  description: 'Cinquenta prompts prontos para copiar.',
  fileUrl: 'https://downloads.example.com/apostila.pdf',
  imageUrl: null,
  thumbnailUrl: null,
  downloadsCount: 12,
  fileSize: 1_048_576,
  createdAt: NOW,
  isActive: true,
};

export const STUB_TRAINING: AdminTrainingView = {
  id: 'a11y-training',
  title: 'Primeiros passos',
  category: 'Introdução',
  youtubeVideoId: 'dQw4w9WgXcQ',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  description: 'Como entrar nas ferramentas pela primeira vez.',
  createdAt: NOW,
  updatedAt: NOW,
  isActive: true,
};

const inactive = <T extends { id: string; isActive: boolean }>(row: T, name: Partial<T>): T => ({
  ...row,
  ...name,
  id: `${row.id}-off`,
  isActive: false,
});

const page1 = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageCount: 1, pageSize: 10 });

const json = (body: unknown) => (route: Route) =>
  route.request().method() === 'GET'
    ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
    : route.fallback();

/** The member and admin library and trainings screens, and both editors, answer with a filled catalogue. */
export async function stubContent(page: Page) {
  const { isActive: _item, ...memberItem } = STUB_ITEM;
  const { isActive: _training, youtubeUrl: _url, updatedAt: _updated, ...memberTraining } = STUB_TRAINING;
  const answers: Record<string, unknown> = {
    '/api/library': { items: [memberItem], nextCursor: null },
    '/api/trainings': page1([{ ...memberTraining, watched: false }]),
    '/api/admin/library': page1([STUB_ITEM, inactive(STUB_ITEM, { name: 'Planilha antiga' })]),
    [`/api/admin/library/${STUB_ITEM.id}`]: { item: STUB_ITEM },
    '/api/admin/trainings': page1([STUB_TRAINING, inactive(STUB_TRAINING, { title: 'Aula arquivada' })]),
    [`/api/admin/trainings/${STUB_TRAINING.id}`]: { training: STUB_TRAINING },
  };
  for (const [path, body] of Object.entries(answers))
    await page.route((url) => url.pathname === path, json(body));
}

/** A screen to check: its path, a tab to open, and a wait for what shows once its data arrived. */
export type A11yScreen = { path: string; tab?: string; ready?: (page: Page) => Promise<void> };

/** Ready once this is visible. */
export const shows = (target: (page: Page) => Locator) => (page: Page) =>
  expect(target(page).first()).toBeVisible();

/** The spinner of the guard or of a list (every loading list or card shows one). */
const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Carregando...' });

/** Opens a screen and waits until it has drawn its data: no spinner left, `ready` when given, no error. */
export async function openLoaded(page: Page, { path, tab, ready }: A11yScreen) {
  await openScreen(page, path, tab);
  await expect(loading(page)).toHaveCount(0);
  await ready?.(page);
  // A screen in its error state would pass without its data being checked.
  await expect(page.getByText(LOAD_ERROR)).toHaveCount(0);
}

/**
 * Opens each screen in turn and runs axe on it in both themes; one failure lists every screen's
 * violations (one run shows all there is to fix, not the first).
 */
export async function expectScreensAxeClean(page: Page, screens: A11yScreen[]) {
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await openLoaded(page, screen);
    const violations = await axeViolationsInBothThemes(page);
    if (violations.length) found[`${screen.path} ${screen.tab ?? ''}`.trim()] = violations;
  }
  expect(found).toEqual({});
}
