import { randomUUID } from 'node:crypto';
import { addSubscription } from '../src/server/seed/factories';
import { expect, expectNoHorizontalScroll, openScreen, test } from './fixtures';
import {
  adminBrowser,
  expectDialogFits,
  grantsList,
  memberCard,
  openSubscriptionDialog,
} from './grants-helpers';

// Plan states on the member's and the admin's screens: a lapsed plan reads the same in the top bar
// and on the dashboard, and the grants fit a phone (390 × 844). The admin's journeys: grants.spec.

test('a lapsed member’s badge and dashboard agree, whatever ended the plan', async ({ page, signInAs }) => {
  for (const [status, word] of [
    ['expired', 'Expirado'],
    ['refunded', 'Reembolsado'],
    ['ended', 'Encerrado'],
  ] as const) {
    await page.context().clearCookies();
    await signInAs('member', { subscription: { plan: 'anual', status, expiresInDays: -2, price: 1747 } });
    await openScreen(page, '/dashboard');
    await expect(page.getByTestId('plan-badge')).toHaveText(word);
    await expect(page.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Anual');
    await expect(page.getByRole('group', { name: 'Plano Atual', exact: true })).toContainText(word);
    await expect(page.getByTestId('dashboard-status')).toHaveText('Inativo');
  }
});

// A name as long as many real ones: it must shorten, never push the screen sideways.
const longName = () => `Fernanda Aparecida dos Santos Oliveira ${randomUUID().slice(0, 6)}`;

test('on a phone, the dialog lists every grant without scrolling sideways', async ({
  browser,
  users,
  workerDeps,
}) => {
  const name = longName();
  const member = await users.create({ fullName: name });
  for (const grant of [
    { plan: 'mensal', status: 'expired', expiresInDays: -40 },
    { plan: 'anual', status: 'refunded', source: 'hotmart', reference: `HP${randomUUID()}` },
    { plan: 'vitalicio', status: 'ended' },
    { plan: 'anual', status: 'active', expiresInDays: 300, price: 1747, source: 'kiwify' },
  ] as const)
    await addSubscription(workerDeps, member.id, grant);
  const admin = await adminBrowser(browser, users);
  await admin.setViewportSize({ width: 390, height: 844 });
  const dialog = await openSubscriptionDialog(admin, await memberCard(admin, member.email, name));
  const history = grantsList(dialog).getByRole('listitem');
  await expect(history).toHaveCount(4);
  for (const text of ['Hotmart', 'Kiwify', 'Manual', 'Reembolsada', 'Encerrada', 'Expirada', 'Ativa'])
    await expect(grantsList(dialog)).toContainText(text);
  await history.last().scrollIntoViewIfNeeded();
  await expect(history.last()).toBeInViewport();
  await expectDialogFits(dialog, 390);
  await admin.context().close();
});

test('on a phone, a member card with a long name fits the list', async ({ browser, users }) => {
  const name = longName();
  const member = await users.create({ fullName: name, subscription: { plan: 'anual', expiresInDays: 300 } });
  const admin = await adminBrowser(browser, users);
  await admin.setViewportSize({ width: 390, height: 844 });
  await memberCard(admin, member.email, name);
  await expectNoHorizontalScroll(admin);
  await admin.context().close();
});
