import type { Page } from '@playwright/test';

// The shared load-error state, as a person reads it. The text is written out here on purpose.
export const LOAD_ERROR = 'Não foi possível carregar. Verifique sua conexão e tente de novo.';

/** The error state's message (in a dialog, a card or a screen: `within`). */
export const loadError = (within: Pick<Page, 'getByRole'>) =>
  within.getByRole('alert').filter({ hasText: LOAD_ERROR });

/**
 * Every call to the path (exact, or a pattern for one with an id in it) fails with a 500 until the
 * returned function lets them through again. Returns also how many failed.
 */
export async function failRequests(page: Page, path: string | RegExp) {
  const matches = (url: URL) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname));
  const failed = { count: 0 };
  await page.route(matches, (route) => {
    failed.count += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Erro interno do servidor' }),
    });
  });
  return { failed, release: () => page.unroute(matches) };
}
