import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ENV } from './e2e-env';
import {
  expect,
  expectNoAxeViolationsInBothThemes,
  expectNoHorizontalScroll,
  openScreen,
  ROLE_USERS,
  test,
} from './fixtures';
import { card, expectMemberCheckout, ptBrDate, sameEmailNote } from './member-screens-helpers';

// docs/product.md#payments: access follows the buyer's e-mail, so every checkout link a signed-in
// member sees carries theirs (and their name), with a line saying to pay with it; a member whose
// subscription was cancelled but still gives access finds Reativar and what it does. On a phone
// (390 px wide), readable by assistive technology in both themes.

test.use({ viewport: { width: 390, height: 844 } });

const MENSAL = E2E_ENV.CHECKOUT_URL_MENSAL ?? '';
const ANUAL = E2E_ENV.CHECKOUT_URL_ANUAL ?? '';
const HOTMART_PAGE = E2E_ENV.REACTIVATE_URL_HOTMART ?? '';

/** An address whose "+" and accents a query must encode, unique to the test. */
const addressOf = (who: string) => `${who}+renova-${randomUUID().slice(0, 6)}@exemplo.com.br`;

/** The screen fits the phone and axe finds nothing in either theme. */
async function expectFitsAndReadable(page: Page, label: string) {
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolationsInBothThemes(page, label);
}

/** The Plano tab of /configuracoes, opened. */
async function openPlanTab(page: Page) {
  await openScreen(page, '/configuracoes', 'Plano');
  return page.getByRole('tabpanel', { name: 'Plano' });
}

test('an expired member: Renovar and the plans carry their e-mail on the expired page, the dashboard and the Plano tab', async ({
  page,
  signInAs,
}) => {
  const fullName = 'Elena Conceição';
  const user = await signInAs('expired', {
    email: addressOf('elena'),
    fullName,
    subscription: { plan: 'anual', status: 'expired', expiresInDays: -4 },
  });
  const buyer = { email: user.email, name: fullName };

  await page.goto('/subscription-expired');
  const details = page.getByRole('group', { name: 'Sua assinatura' });
  await expectMemberCheckout(details.getByRole('link', { name: 'Renovar' }), ANUAL, buyer);
  await expect(sameEmailNote(details, user.email)).toBeVisible();
  await expectMemberCheckout(page.getByRole('link', { name: 'Assinar Mensal' }), MENSAL, buyer);
  await expectFitsAndReadable(page, '/subscription-expired (expired member)');

  await openScreen(page, '/dashboard');
  const plan = card(page, 'Plano Atual');
  await expectMemberCheckout(plan.getByRole('link', { name: 'Renovar' }), ANUAL, buyer);
  await expect(sameEmailNote(plan, user.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reativar' })).toHaveCount(0);
  await expectFitsAndReadable(page, '/dashboard (expired member)');

  const tab = await openPlanTab(page);
  await expectMemberCheckout(tab.getByRole('link', { name: 'Renovar' }), ANUAL, buyer);
  await expect(sameEmailNote(tab, user.email)).toBeVisible();
  await expectFitsAndReadable(page, '/configuracoes Plano (expired member)');
});

test('a member who never had a plan: the expired page says which e-mail to pay with, and its plans carry it', async ({
  page,
  signInAs,
}) => {
  const user = await signInAs('member', { email: addressOf('marcos') });
  await page.goto('/subscription-expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha seu plano' })).toBeVisible();
  await expect(sameEmailNote(page, user.email)).toBeVisible();
  await expectMemberCheckout(page.getByRole('link', { name: 'Assinar Anual' }), ANUAL, {
    email: user.email,
    name: ROLE_USERS.member.fullName ?? '',
  });
});

test('a member whose subscription was cancelled, with access until its end, finds Reativar and what it does', async ({
  page,
  signInAs,
}) => {
  // 20 days left: no expiry notice, so Reativar is the plan card's and the tab's own.
  const user = await signInAs('subscriber', {
    email: addressOf('sofia'),
    subscription: { status: 'cancelled', expiresInDays: 20 },
  });
  const buyer = { email: user.email, name: ROLE_USERS.subscriber.fullName ?? '' };
  const what = `Reativar abre o pagamento do plano Mensal, para o acesso continuar depois de ${ptBrDate(
    user.subscription?.expires_at ?? '',
  )}.`;

  await openScreen(page, '/dashboard');
  const plan = card(page, 'Plano Atual');
  const reactivate = plan.getByRole('link', { name: 'Reativar' });
  await expectMemberCheckout(reactivate, MENSAL, buyer);
  // The line is the link's description: a screen reader announces what Reativar does.
  await expect(reactivate).toHaveAccessibleDescription(new RegExp(`^${what.replace(/[.()]/g, '\\$&')}`));
  await expect(sameEmailNote(plan, user.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renovar' })).toHaveCount(0);
  await expectFitsAndReadable(page, '/dashboard (cancelled member)');

  const tab = await openPlanTab(page);
  await expect(tab.getByText(/^Cancelado \(acesso até/)).toBeVisible();
  await expectMemberCheckout(tab.getByRole('link', { name: 'Reativar' }), MENSAL, buyer);
  await expect(tab.getByText(what)).toBeVisible();
  await expectFitsAndReadable(page, '/configuracoes Plano (cancelled member)');
});

test('bought at Hotmart, whose page the operator set: Reativar leads there; bought at Kiwify, without one: the checkout', async ({
  page,
  signInAs,
}) => {
  await signInAs('subscriber', {
    subscription: { status: 'cancelled', source: 'hotmart', expiresInDays: 20 },
  });
  const tab = await openPlanTab(page);
  const reactivate = tab.getByRole('link', { name: 'Reativar' });
  await expect(reactivate).toHaveAttribute('href', HOTMART_PAGE);
  await expect(reactivate).toHaveAttribute('target', '_blank');
  await expect(
    tab.getByText(
      'Reativar abre a sua conta na Hotmart, onde a assinatura foi feita, para ela voltar a renovar.',
    ),
  ).toBeVisible();
  // No checkout there: no e-mail to pay with.
  await expect(tab.getByText(/Use o mesmo e-mail da sua conta/)).toHaveCount(0);

  await page.context().clearCookies();
  const kiwify = await signInAs('subscriber', {
    subscription: { status: 'cancelled', source: 'kiwify', expiresInDays: 20 },
  });
  const kiwifyTab = await openPlanTab(page);
  await expectMemberCheckout(kiwifyTab.getByRole('link', { name: 'Reativar' }), MENSAL, {
    email: kiwify.email,
    name: ROLE_USERS.subscriber.fullName ?? '',
  });
});
