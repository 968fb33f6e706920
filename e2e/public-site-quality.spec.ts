import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeFor, expect, expectNoHorizontalScroll, inBothThemes, test } from './fixtures';

// Accessibility (axe, keyboard), phones to wide screens, light and dark, for the public pages.

const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'termos', path: '/termos-uso' },
  { name: 'privacidade', path: '/politica-privacidade' },
  { name: 'auth', path: '/auth' },
] as const;
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [360, 1280] as const;

async function openWithTheme(page: Page, path: string, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
}

test.describe('axe finds no serious or critical violation, light and dark', () => {
  for (const { name, path } of PAGES) {
    test(name, async ({ page }) => {
      await openWithTheme(page, path, 'light');
      if (name === 'auth') await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
      // The FAQ's answers are checked open too.
      await page.locator('details').evaluateAll((nodes) => {
        for (const node of nodes) node.setAttribute('open', '');
      });
      const grave = await inBothThemes(page, async () => {
        const { violations } = await (
          await axeFor(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        ).analyze();
        return violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(grave).toEqual([]);
    });
  }
});

/** Presses Tab until the focused element has this accessible text; fails if it never comes. */
async function tabTo(page: Page, text: string | RegExp, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (typeof text === 'string' ? focused === text : text.test(focused)) return;
  }
  throw new Error(`"${text}" never received focus after ${maxPresses} Tab presses`);
}

const focusedOutline = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);

test.describe('the public pages work by keyboard alone', () => {
  test('skip link, Entrar, hero CTA, category filter and FAQ on the landing page', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#conteudo$/);

    await tabTo(page, 'Ver planos e preços');
    expect(await focusedOutline(page)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#pricing-section$/);
    await expect(page.locator('#pricing-section h2')).toBeInViewport();

    await page.goto('/');
    await tabTo(page, 'Vídeo');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-tool-list] > li').filter({ visible: true })).toHaveCount(3);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Todas' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('[data-tool-list] > li').filter({ visible: true })).toHaveCount(18);

    const question = page.locator('details').filter({ hasText: 'Posso cancelar quando quiser?' });
    await tabTo(page, 'Posso cancelar quando quiser?');
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('open', '');
    await expect(question.getByText('sem multa')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question).not.toHaveAttribute('open', '');

    await page.goto('/');
    await tabTo(page, 'Entrar');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a pricing button opens the checkout from the keyboard', async ({ page, context }) => {
    await context.route('https://checkout.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title>' }),
    );
    await page.goto('/#pricing-section');
    await tabTo(page, 'Assinar Anual');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(popup).toHaveURL(/\/e2e\/anual$/);
  });

  test('the theme toggle and Voltar on a legal page', async ({ page }) => {
    await page.goto('/termos-uso');
    await tabTo(page, 'Ativar tema escuro');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await tabTo(page, 'Voltar');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('screenshots at 360 px and 1280 px, light and dark', () => {
  mkdirSync('e2e/screenshots', { recursive: true });
  for (const { name, path } of PAGES.filter((p) => p.name !== 'auth')) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        test(`${name} at ${width} px, ${theme}`, async ({ page }) => {
          await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
          await openWithTheme(page, path, theme);
          // Nothing wider than the screen: no sideways scrolling on a phone.
          await expectNoHorizontalScroll(page);
          await page.screenshot({
            path: `e2e/screenshots/public-${name}-${width}-${theme}.png`,
            fullPage: true,
          });
        });
      }
    }
  }
});
