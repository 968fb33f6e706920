import { randomUUID } from 'node:crypto';
import { hotmartEvent, hotmartSample, subscriptionCode, transactionCode } from '../test/webhook-payloads';
import {
  expect,
  expectNoAxeViolationsInBothThemes,
  expectNoHorizontalScroll,
  openScreen,
  test,
} from './fixtures';
import { ptBrDate } from './member-screens-helpers';
import { eventRow, openIntegrations, sendHotmart } from './payments-helpers';

// Each payment is a period of its grant (docs/decisions/027-paid-periods.md), made here by real
// Hotmart deliveries through the receiver and the worker: the member reads theirs in Configurações →
// Plano ("Minha assinatura"), the operator sees a dispute on the member page and under Pagamento:
// Em disputa on /admin/integracoes. On a phone (390 × 844), axe clean in both themes.

const PHONE = { width: 390, height: 844 };
const buyer = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;

test('a member with a refunded and a paid period reads both in Minha assinatura, on a phone', async ({
  page,
  request,
  deps,
  signInAs,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const email = buyer('periodos');
  await signInAs('member', { email, fullName: 'Paula Períodos' });
  // Recurrence 1 and 2 of one annual subscription, then recurrence 1 refunded: 2 keeps its year.
  const subscriberCode = subscriptionCode();
  const [first, second] = [transactionCode(), transactionCode()];
  for (const [i, transaction] of [first, second].entries())
    expect(
      await sendHotmart(
        request,
        deps,
        hotmartEvent({ email, subscriberCode, transaction, recurrence: i + 1 }),
      ),
    ).toBe('applied');
  expect(
    await sendHotmart(request, deps, hotmartEvent({ event: 'PURCHASE_REFUNDED', email, transaction: first })),
  ).toBe('applied');
  const { db } = deps.database;
  const periods = await db
    .selectFrom('payment_transactions')
    .select(['transaction_id', 'paid_at', 'starts_at', 'ends_at'])
    .where('transaction_id', 'in', [first, second])
    .execute();
  const periodOf = (transaction: string) => {
    const row = periods.find((p) => p.transaction_id === transaction);
    if (!row?.starts_at || !row.ends_at || !row.paid_at) throw new Error(`no period for ${transaction}`);
    return { paid: ptBrDate(row.paid_at), span: `de ${ptBrDate(row.starts_at)} a ${ptBrDate(row.ends_at)}` };
  };
  const grant = await db
    .selectFrom('subscriptions')
    .innerJoin('profiles', 'profiles.id', 'subscriptions.user_id')
    .select('subscriptions.expires_at')
    .where('profiles.email', '=', email)
    .executeTakeFirstOrThrow();

  await openScreen(page, '/configuracoes', 'Plano');
  const mine = page.getByRole('region', { name: 'Minha assinatura' });
  await expect(mine.getByRole('heading', { name: 'Minha assinatura' })).toBeVisible();
  await expect(mine.getByTestId('next-step')).toHaveText(
    `Próxima cobrança em ${ptBrDate(grant.expires_at ?? '')}`,
  );
  // Newest first: recurrence 2 paid, then recurrence 1 refunded.
  const cards = mine.getByRole('list', { name: 'Pagamentos' }).getByTestId('payment-period');
  await expect(cards).toHaveCount(2);
  for (const [card, transaction, status] of [
    [cards.nth(0), second, 'Pago'],
    [cards.nth(1), first, 'Reembolsado'],
  ] as const) {
    const { paid, span } = periodOf(transaction);
    await expect(card.getByText(status, { exact: true })).toBeVisible();
    await expect(card).toContainText('Anual · R$ 1.747,00');
    for (const fact of [paid, 'Hotmart', span])
      await expect(card.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(cards.nth(0).getByText('Reembolsado', { exact: true })).toHaveCount(0);
  // What they can do: cancel where they bought, a refund in the window; an annual plan has no switch.
  await expect(mine).toContainText('Cancele em Minhas compras na Hotmart');
  await expect(mine).toContainText('direito de arrependimento');
  await expect(mine.getByRole('link', { name: 'Suporte' })).toHaveAttribute('href', '/suporte');
  await expect(mine).not.toContainText('Trocar para o Anual');

  await expectNoHorizontalScroll(page);
  await expectNoAxeViolationsInBothThemes(page, '/configuracoes Plano with Minha assinatura (phone)');
});

test('the operator sees a payment in dispute on the member page and under Pagamento: Em disputa', async ({
  page,
  request,
  deps,
  users,
  signInAs,
}) => {
  test.slow();
  const email = buyer('disputa');
  users.track(email); // the purchase makes the account
  const bought = { email, subscriberCode: subscriptionCode(), transaction: transactionCode() };
  expect(await sendHotmart(request, deps, hotmartEvent({ ...bought, name: 'Davi Disputa' }))).toBe('applied');
  expect(await sendHotmart(request, deps, hotmartSample('hotmart-purchase-protest.json', bought))).toBe(
    'applied',
  );
  const member = await deps.database.db
    .selectFrom('profiles')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

  await signInAs('admin');
  await page.setViewportSize(PHONE);
  await openScreen(page, `/admin/usuarios/${member.id}`);
  const payments = page.getByRole('region', { name: 'Pagamentos', exact: true });
  await expect(payments.getByText('1 pagamento em disputa')).toBeVisible();
  const card = payments.getByTestId('payment-period');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Em disputa', { exact: true })).toBeVisible();
  await expect(card).toContainText('o acesso continua até a decisão');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolationsInBothThemes(page, 'member page with a payment in dispute (phone)');

  await page.setViewportSize({ width: 1280, height: 900 });
  await openIntegrations(page, '?pagamento=disputed');
  await expect(page.locator('#events-payment')).toHaveValue('disputed');
  await expect(eventRow(page, email, 'Compra aprovada')).toBeVisible();
  await expect(eventRow(page, email, 'Pedido de reembolso (contestação)')).toBeVisible();
  // The filter cleared lists every delivery again (the address follows).
  await page.locator('#events-payment').selectOption('');
  await expect(page).not.toHaveURL(/pagamento=/);
});
