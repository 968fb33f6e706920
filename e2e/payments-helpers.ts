import type { APIRequestContext, Page } from '@playwright/test';
import type { Deps } from '../src/server/app-env';
import { HOTTOK } from '../test/webhook-payloads';
import { expect } from './fixtures';

// Shared by the payment journeys (webhooks.spec.ts, admin-integrations.spec.ts) and the overview's
// (admin-users.spec.ts): a delivery through the real receiver and worker, and the payments screen.

/**
 * Delivers like Hotmart, then waits for the server's payment worker to apply what it stored;
 * returns the stored outcome.
 */
export const sendHotmart = async (request: APIRequestContext, deps: Deps, event: unknown) => {
  const res = await request.post('/api/webhooks/hotmart', {
    data: event,
    headers: { 'x-hotmart-hottok': HOTTOK },
  });
  expect(res.status()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  const outcome = () =>
    deps.database.db
      .selectFrom('webhook_events')
      .select('outcome')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
      .then((row) => row.outcome);
  await expect.poll(outcome, { timeout: 30_000 }).not.toBe('pending');
  return outcome();
};

/** Opens /admin/integracoes and waits for both sections (a fresh context loads every chunk: slow on a busy machine). */
export async function openIntegrations(page: Page, query = '') {
  await page.goto(`/admin/integracoes${query}`);
  await expect(page.getByRole('heading', { name: 'Eventos recebidos' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0, {
    timeout: 20_000,
  });
}

export const eventRow = (page: Page, text: string, type: string) =>
  page.getByTestId('webhook-event').filter({ hasText: text }).filter({ hasText: type });
