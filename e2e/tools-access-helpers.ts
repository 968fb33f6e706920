import type { Page, Response } from '@playwright/test';
import { ADMIN, SECRETS as API_SECRETS, expectedCode, TOOL } from '../test/tools-access';
import { expect } from './fixtures';

// Shared by the tools-access journeys: the settings they configure (the API tests' values) and how
// they read the dialog.
export { ADMIN, TOOL };
export const ROTATED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
export const SECRETS = [...API_SECRETS, ROTATED];

/** The code an authenticator app would show, computed here from the configured secret. */
export const codeAt = expectedCode;
/**
 * The codes a read that ended at `now` may have served: the request left up to a few seconds
 * earlier on a busy machine (so it may straddle a window boundary), and in a window's last 5 s the
 * server hands out the next window's code (one-time-code.ts).
 */
const codesAround = (secret: string, now: number) =>
  [now - 5000, now - 1500, now, now + 3500, now + 5000].map((at) => codeAt(secret, at));
/**
 * A code just read comes from that secret (computed after the read, so a rollover during it
 * counts); `now` is the server's time when a test moves it.
 */
export const expectCodeOf = (secret: string, code: string | null, now = Date.now()) =>
  expect(codesAround(secret, now)).toContain(code);

/**
 * Saving a new secret asks first, saying every code changes at once; `choice` is
 * the button answered ("Voltar" saves nothing).
 */
export async function answerNewSecret(
  page: Page,
  choice: 'Salvar nova chave' | 'Voltar' = 'Salvar nova chave',
) {
  const question = page.getByRole('alertdialog', { name: 'Salvar a nova chave secreta?' });
  await expect(question).toContainText('mudam de uma vez');
  await question.getByRole('button', { name: choice }).click();
  await expect(question).toHaveCount(0);
}

/** Every JSON body the API sent to this page. */
export function recordApiBodies(page: Page) {
  const bodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    pending.push(
      response
        .text()
        .then((text) => void bodies.push(text))
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(pending);
    return bodies;
  };
}

export const codeDialog = (page: Page) => page.getByRole('dialog');
export const codeText = (page: Page) => codeDialog(page).getByTestId('one-time-code');
export const secondsLeft = async (page: Page) =>
  Number(await codeDialog(page).getByTestId('code-seconds').textContent());

/** The seconds shown and the bar's value, read together (one render sets both). */
export const countdown = (page: Page) =>
  codeDialog(page).evaluate((dialog) => ({
    seconds: Number(dialog.querySelector('[data-testid="code-seconds"]')?.textContent),
    bar: Number(dialog.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')),
  }));

/** The countdown's next change (a second on the page's clock; generous for a busy machine). */
export async function nextTick(page: Page, last: { seconds: number; bar: number }) {
  await expect
    .poll(async () => (await countdown(page)).seconds, {
      message: `the countdown stayed at ${last.seconds}`,
      timeout: 10_000,
    })
    .not.toBe(last.seconds);
  return countdown(page);
}
