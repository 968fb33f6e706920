import type { Locator, Page } from '@playwright/test';
import { shortTicketId } from '../src/shared/support-chat';
import {
  axeViolations,
  expect,
  expectNoHorizontalScroll,
  expectToast,
  lastMailTo,
  openScreen,
  signedInState,
  test,
} from './fixtures';
import { input, messages } from './support-chat-helpers';

// A question the assistant cannot answer opens a ticket; the admin replies from /admin/tickets,
// the member is e-mailed and reads it in "Meus chamados", replies back, and the admin resolves it.
// The chat survives a reload. Checked at 390×844 and with axe.

const PHONE = { width: 390, height: 844 };
// Words no article knows: the assistant must refuse and open a ticket.
const UNKNOWN = 'Xylofravo quindembrul trasmoplat zenturiqua?';

const myTickets = (page: Page) => page.getByRole('list', { name: 'Meus chamados' });

/**
 * Closes a dialog with its own button: Escape goes to the topmost layer, which is the toast a
 * reply just raised while it shows, so it would close the toast and leave the dialog open.
 */
async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toBeHidden();
}

test('a ticket goes from the chat to the admin, back to the member by e-mail and Meus chamados, and is resolved', async ({
  page,
  browser,
  signInAs,
  users,
}) => {
  test.slow(); // two browsers, a mail worker, five screens
  await page.setViewportSize(PHONE);
  const name = `Rita Chamado ${Date.now().toString(36)}`;
  const member = await signInAs('member', { fullName: name });
  await openScreen(page, '/suporte');
  await expect(page.getByText('Você ainda não tem chamados.')).toBeVisible();

  // A question nobody wrote an article for, asking for a person: the assistant hands it to the team
  // (topic choices before a ticket are the API tests' part, support-chat.api.test.ts).
  await input(page).fill(`${UNKNOWN} Quero falar com um atendente.`);
  await input(page).press('Enter');
  const refusal = messages(page).locator('[data-author=bot]').nth(1);
  await expect(refusal).toContainText('Abri um chamado');
  await expect(refusal).toContainText('e-mail');
  await expect(refusal).toContainText('Meus chamados');
  const mine = myTickets(page).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Pendente');
  await expect(mine).toContainText(UNKNOWN);

  // The admin: the sidebar counts pending tickets; the dialog shows the replies and the reply form.
  const { storageState } = await signedInState(users, 'admin');
  const admin = await (await browser.newContext({ storageState })).newPage();
  await openScreen(admin, '/admin/tickets');
  await expect(admin.getByRole('link', { name: /^Tickets de Suporte \d+ pendentes?$/ })).toBeVisible();
  const card = admin.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: new RegExp(UNKNOWN.slice(0, 20)) }).click();
  const dialog = admin.getByRole('dialog');
  const ticketId = ((await dialog.getByRole('heading').textContent()) ?? '').replace('Ticket #', '');
  await expect(dialog.getByText('Nenhuma resposta da equipe ainda.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(dialog.getByText('Escreva a sua resposta.')).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  const replyText = 'Oi Rita! Seu acesso foi liberado. Tente entrar de novo e nos conte.';
  await dialog.getByLabel('Responder ao membro').fill(replyText);
  await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
  const replies = dialog.getByRole('list', { name: 'Respostas' });
  await expect(replies.getByRole('listitem')).toHaveCount(1);
  await expect(replies).toContainText(replyText);
  await expect(dialog.getByLabel('Responder ao membro')).toHaveValue('');
  await closeDialog(dialog);
  await expect(card.getByText('Respondido')).toBeVisible();

  // The e-mail, written by the server's mail worker, links to the ticket on /suporte.
  const mail = await lastMailTo(member.email);
  expect(mail.subject).toBe(`Resposta ao seu chamado #${ticketId}`);
  expect(mail.text).toContain(replyText);
  expect(mail.link).toMatch(/\/suporte\?chamado=[0-9a-f-]{36}$/);
  expect(shortTicketId(mail.link.split('=')[1] ?? '')).toBe(ticketId);

  // The member follows the mail's link: the ticket opens on its replies.
  await page.goto(mail.link);
  const memberDialog = page.getByRole('dialog');
  await expect(memberDialog.getByRole('heading', { name: `Chamado #${ticketId}` })).toBeVisible();
  await expect(memberDialog).toContainText('Respondido');
  const memberReplies = memberDialog.getByRole('list', { name: 'Respostas' });
  await expect(memberReplies).toContainText('Equipe de suporte');
  await expect(memberReplies).toContainText(replyText);
  expect(await axeViolations(page)).toEqual([]);
  await expectNoHorizontalScroll(page);
  await memberDialog.getByLabel('Sua resposta').fill('Entrei, obrigada! Só o editor de vídeo que não abre.');
  await memberDialog.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(memberReplies.getByRole('listitem')).toHaveCount(2);
  await expect(memberReplies.getByRole('listitem').last()).toContainText('Você');
  await expect(memberDialog).toContainText('Pendente');
  await closeDialog(memberDialog);
  await expect(mine).toContainText('Pendente');

  // The admin sees the member's reply and resolves the ticket.
  await admin.reload();
  await card.getByRole('button', { name: new RegExp(UNKNOWN.slice(0, 20)) }).click();
  await expect(dialog.getByRole('list', { name: 'Respostas' })).toContainText(
    'Só o editor de vídeo que não abre.',
  );
  await dialog.getByRole('button', { name: 'Resolvido' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(admin, 'Ticket marcado como resolvido.');
  await expect(card).toHaveAttribute('data-status', 'resolved');

  // A reload keeps the chat and shows the ticket resolved.
  await page.reload();
  await expect(messages(page).locator('[data-author=user]').first()).toContainText(UNKNOWN);
  await expect(messages(page).locator('[data-author=bot]').nth(1)).toContainText('Abri um chamado');
  await expect(mine).toContainText('Resolvido');
  await mine.getByRole('button').click();
  await expect(memberDialog.getByText('Este chamado foi resolvido.', { exact: false })).toBeVisible();
  await expect(memberDialog.getByLabel('Sua resposta')).toHaveCount(0);
  await closeDialog(memberDialog);
  expect(await axeViolations(page)).toEqual([]);
  await expectNoHorizontalScroll(page);
  await admin.context().close();
});

test('the chat continues the restored chat after a reload', async ({ page, signInAs }) => {
  await signInAs('member');
  await openScreen(page, '/suporte');
  await input(page).fill('esqueci minha senha');
  await input(page).press('Enter');
  await expect(messages(page).locator('[data-author=bot]')).toHaveCount(2);

  await page.reload();
  await expect(messages(page).locator('[data-author=user]')).toHaveText([/esqueci minha senha/]);
  const next = page.waitForRequest('**/api/support/chat');
  await input(page).fill('e se eu nao receber o email?');
  await input(page).press('Enter');
  const sent = (await next).postDataJSON() as { messages: { content: string }[] };
  // The restored messages are the context of the next question, in the same chat.
  expect(sent.messages.map((m) => m.content)).toContain('esqueci minha senha');
  await expect(messages(page).locator('[data-author=user]')).toHaveCount(2);
});

test('the tools support is linked from /suporte, /conectar and /tutorial for a subscriber only', async ({
  page,
  signInAs,
}) => {
  const link = page.getByRole('link', { name: 'Fale com o Suporte das Ferramentas' });
  await signInAs('subscriber');
  for (const path of ['/suporte', '/conectar', '/tutorial']) {
    await openScreen(page, path);
    await expect(link, path).toBeVisible();
  }
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suporte das Ferramentas' })).toBeVisible();
});

test('a member without a plan sees no link to the tools support', async ({ page, signInAs }) => {
  await signInAs('member');
  for (const path of ['/suporte', '/tutorial']) {
    await openScreen(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fale com o Suporte das Ferramentas' }), path).toHaveCount(0);
  }
});
