import type { Page } from '@playwright/test';
import { type Access, APP_ROUTES, evaluateGuard, memberPagePath } from '../src/shared/routes';
import { STUB_ITEM, STUB_TRAINING, stubContent } from './a11y-helpers';
import { type E2ERole, expect, settled, test } from './fixtures';

// Every screen works on a phone (docs/product.md#screens-and-routes): each route, as each kind of
// person, at 360 px — the narrowest phone we design for — with no sideways scroll, and the dialogs
// a phone opens most fully on screen. One page per role walks its routes: no reloads of the
// browser, no sleeps.

const PHONE = { width: 360, height: 740 };

type Walker = E2ERole | 'visitor';

/** Where a path with an :id leads in this walk (the editors answer from stubContent). */
const concrete = (path: string, selfId: string) =>
  path
    .replace('/admin/usuarios/:id', memberPagePath(selfId))
    .replace('/admin/biblioteca/editar/:id', `/admin/biblioteca/editar/${STUB_ITEM.id}`)
    .replace('/admin/treinamentos/editar/:id', `/admin/treinamentos/editar/${STUB_TRAINING.id}`);

/** The dialogs each walker opens, on the page that opens them: the button's name. */
const DIALOGS: Partial<Record<Walker, Record<string, string>>> = {
  visitor: { '/': 'Abrir menu' },
  member: { '/dashboard': 'Abrir menu' },
  subscriber: { '/dashboard': 'Abrir menu', '/conectar': 'Gerar código' },
  admin: { '/dashboard': 'Abrir menu', '/admin/usuarios/:id': 'Assinatura' },
};

/** What a dialog-like control opens: an SPA dialog, or the landing's menu panel. */
const POPUP = '[role="dialog"], [role="alertdialog"], details[open] > nav';

/**
 * What sticks out past the window's right edge when the page scrolls sideways, and any control a
 * finger cannot reach without it (inside a table that scrolls on its own, say): empty when all fits.
 */
function misfits(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      // The innermost element reaching past the edge names the culprit.
      const past = [...document.querySelectorAll('body *')].filter(
        (el) => el.getBoundingClientRect().right > width + 0.5,
      );
      const culprit = past.at(-1);
      found.push(`page ${document.documentElement.scrollWidth}px wide${culprit ? `: ${name(culprit)}` : ''}`);
    }
    const controls = document.querySelectorAll(
      'main a, main button, main input, main select, main textarea, header a, header button',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest('.sr-only, [aria-hidden="true"]')) continue;
      if (box.right > width + 1 || box.left < -1)
        found.push(`${name(el)} at ${Math.round(box.left)}–${Math.round(box.right)}px`);
    }
    return found.slice(0, 8);
  });
}

/** At the end of the page, the floating chat button covers none of the page's text or links. */
function coveredByFloatingButton(page: Page) {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const button = document.querySelector('[data-support-widget]');
    if (!button) return [];
    const b = button.getBoundingClientRect();
    const covered: string[] = [];
    for (const el of document.querySelectorAll(
      'main a, main button, main p, footer a, footer p, footer li',
    )) {
      if (el === button || el.contains(button)) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
        covered.push(`floating chat button over "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return covered;
  });
}

/** Every control of the open dialog lies inside the window, and the dialog does too. */
function dialogMisfits(page: Page) {
  return page.evaluate((popup) => {
    const { clientWidth: width, clientHeight: height } = document.documentElement;
    const dialog = document.querySelector(popup);
    if (!dialog) return ['no dialog open'];
    const found: string[] = [];
    const box = dialog.getBoundingClientRect();
    if (box.left < -1 || box.right > width + 1 || box.top < -1)
      found.push(`dialog at ${Math.round(box.left)}–${Math.round(box.right)}px`);
    for (const el of dialog.querySelectorAll('a, button, input, select, textarea')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('.sr-only')) continue;
      // Below the fold is fine when the dialog scrolls to it; sideways or above is not.
      if (
        r.left < -1 ||
        r.right > width + 1 ||
        r.top < -1 ||
        (r.top > height && dialog.scrollHeight <= dialog.clientHeight)
      )
        found.push(
          `"${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(r.left)}–${Math.round(r.right)}px`,
        );
    }
    return found;
  }, POPUP);
}

async function walk(page: Page, walker: Walker, selfId = '') {
  const access: Access[] = ['visitor', 'member', 'subscriber', 'admin'];
  const viewer =
    walker === 'visitor'
      ? null
      : {
          role: walker === 'admin' ? ('admin' as const) : ('user' as const),
          hasActiveSubscription: walker === 'subscriber',
        };
  // The routes this person may open (the others redirect to one of them: already walked).
  const paths = APP_ROUTES.filter(
    (route) => access.includes(route.access) && evaluateGuard(route.access, viewer).allow,
  ).map((route) => route.path);
  const problems: string[] = [];
  for (const path of paths) {
    if (walker !== 'visitor' && ['/', '/auth', '/redefinir-senha'].includes(path)) continue;
    await page.goto(concrete(path, selfId));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    problems.push(...(await misfits(page)).map((problem) => `${path}: ${problem}`));
    problems.push(...(await coveredByFloatingButton(page)).map((problem) => `${path}: ${problem}`));
    const opener = DIALOGS[walker]?.[path];
    if (opener) {
      // The landing's menu is a native disclosure (<summary>), the SPA's dialogs are buttons.
      const button = page.getByRole('button', { name: opener, exact: true });
      await button
        .or(page.locator(`summary[aria-label="${opener}"]`))
        .first()
        .click();
      await expect(page.locator(POPUP).first()).toBeVisible();
      problems.push(...(await dialogMisfits(page)).map((problem) => `${path} ${opener}: ${problem}`));
      // The next page.goto closes it.
    }
  }
  expect(problems).toEqual([]);
}

test.use({ viewport: PHONE });

test('a visitor fits every public page at 360 px', async ({ page }) => {
  await walk(page, 'visitor');
});

for (const role of ['member', 'subscriber', 'admin'] as const) {
  test(`${role === 'member' ? 'a member without a plan' : `a ${role}`} fits every screen at 360 px`, async ({
    page,
    signInAs,
  }) => {
    test.slow();
    if (role === 'admin') await stubContent(page);
    const self = await signInAs(role);
    await walk(page, role, self.id);
  });
}
