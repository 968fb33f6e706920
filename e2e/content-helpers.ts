import type { Page } from '@playwright/test';
import type { Deps } from '../src/server/app-env';
import { expect } from './fixtures';

// Shared by the library and trainings journeys.

/** The journeys of one file own their table: other files never write to it. */
export const emptyTable = (deps: Deps, table: 'library_items' | 'trainings') =>
  deps.database.db.deleteFrom(table).execute();

/** A card of a grid or list by its heading (cards are groups labelled by their title). */
export const cardOf = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** Records every value the save's progress bar shows, from the moment it appears. */
export async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Progresso do salvamento"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return {
    /** The values shown, in order, once the bar reached 100. */
    async values() {
      const seen = () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
      await expect.poll(async () => (await seen()).at(-1)).toBe(100);
      return seen();
    },
  };
}

/** The save's progress bar: 10, then 50 (60 when editing), 80 and 100, never going back. */
export function expectProgressSteps(values: number[], editing: boolean) {
  expect(values[0]).toBe(10);
  expect(values.at(-1)).toBe(100);
  const steps = values.filter((v) => [10, editing ? 60 : 50, 80, 100].includes(v));
  expect(steps).toEqual([10, editing ? 60 : 50, 80, 100]);
  expect(values).toEqual([...values].sort((a, b) => a - b));
}

/**
 * Each field's accessible name is exactly its visible label, so it reads the same
 * to a person and to a screen reader.
 */
export async function expectFieldLabels(page: Page, labels: string[]) {
  for (const label of labels) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveCount(1);
    await expect(field).toHaveAccessibleName(label);
    await expect(page.locator('label').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
}
