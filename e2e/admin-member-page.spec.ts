import { randomUUID } from 'node:crypto';
import { DAY_MS } from '../src/shared/constants';
import { formatDate } from '../src/shared/format';
import { expect, expectNoHorizontalScroll, expectToast, openScreen, test } from './fixtures';

// From a ticket on /admin/tickets, the operator opens the member's page,
// sees their payment event, gives +7 dias (confirmed), and sees the new end and its audit row.
// Then the page at phone size scrolls no sideways.

const PHONE = { width: 390, height: 844 };

test('from a ticket: the member page shows the payment, +7 dias moves the end, the audit row says so', async ({
  page,
  deps,
  users,
  signInAs,
}) => {
  const { db } = deps.database;
  const name = `Bruna Pagante ${Date.now().toString(36)}`;
  const member = await users.create({ fullName: name, subscription: { plan: 'anual', expiresInDays: 20 } });
  const grant = await db
    .selectFrom('subscriptions')
    .select('expires_at')
    .where('user_id', '=', member.id)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const chatId = `session_${now.getTime()}_${randomUUID().slice(0, 6)}`;
  const ticketId = randomUUID();
  const eventId = randomUUID();
  await db
    .insertInto('support_sessions')
    .values({
      session_id: chatId,
      user_id: member.id,
      assistant: 'general',
      first_message: 'Paguei e não tenho acesso',
      message_count: 1,
      has_ticket: true,
      started_at: now,
      last_message_at: now,
    })
    .execute();
  await db
    .insertInto('support_tickets')
    .values({
      id: ticketId,
      status: 'pending',
      conversation: JSON.stringify([
        {
          user_message: 'Paguei e não tenho acesso',
          assistant_message: 'Vou chamar a equipe.',
          created_at: now,
        },
      ]),
      session_id: chatId,
      user_id: member.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('webhook_events')
    .values({
      id: eventId,
      platform: 'hotmart',
      event_key: `hotmart:${eventId}`,
      event_type: 'PURCHASE_APPROVED',
      transaction_id: `HP${Date.now()}`,
      email: member.email,
      outcome: 'applied',
      detail: 'Pagamento aplicado: plano Anual.',
      payload: '{}',
      user_id: member.id,
      received_at: now,
      processed_at: now,
    })
    .execute();
  try {
    await signInAs('admin');
    await openScreen(page, '/admin/tickets');
    await page.getByRole('listitem').filter({ hasText: name }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: new RegExp(name) }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/usuarios/${member.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('member-payment-event')).toContainText('Compra aprovada');
    const end = page.getByTestId('member-access-end');
    await expect(end).toHaveText(`Expira em ${formatDate(grant.expires_at ?? now)}`);

    await page.getByRole('button', { name: '+7 dias' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Dar +7 dias de acesso a ${name}?`);
    await confirm.getByRole('button', { name: 'Estender acesso' }).click();
    const extended = formatDate(new Date((grant.expires_at?.getTime() ?? 0) + 7 * DAY_MS));
    await expectToast(page, `Acesso estendido em 7 dias: até ${extended}.`);
    await expect(end).toHaveText(`Expira em ${extended}`);
    const audit = page.getByRole('region', { name: 'Auditoria' });
    await expect(audit.locator('[data-action="subscription.extended"]')).toContainText('Acesso estendido');

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('region', { name: 'Conversas com o assistente' })).toContainText(
      'Paguei e não tenho acesso',
    );
    await expectNoHorizontalScroll(page);
  } finally {
    await db.deleteFrom('webhook_events').where('id', '=', eventId).execute();
    await db.deleteFrom('support_tickets').where('id', '=', ticketId).execute();
    await db.deleteFrom('support_sessions').where('session_id', '=', chatId).execute();
  }
});
