import { createKnowledgeArticle } from '../src/server/features/support/data/articles';
import { AGENT_NAMES, shortChatId, shortTicketId } from '../src/shared/support-chat';
import { expect, expectNoHorizontalScroll, expectToast, openScreen, signedInState, test } from './fixtures';
import { chat, chatIdOf, holdChatReplies, input, messages, sendButton } from './support-chat-helpers';

// /suporte: members chat with the assistant, ask for a person, and an admin follows up.
test.describe('support chats', () => {
  test('a member chats on /suporte: typing dots while waiting, the reply, a bold pointer’s toast', async ({
    page,
    signInAs,
  }) => {
    await signInAs('member');
    await openScreen(page, '/suporte');
    await expect(page.getByRole('heading', { level: 1, name: 'Central de Suporte' })).toBeVisible();
    const agent = (await chat(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(AGENT_NAMES).toContain(agent);
    await expect(chat(page).getByText('Online')).toBeVisible();
    await expect(messages(page).getByRole('listitem')).toHaveCount(1);
    await expect(messages(page)).toContainText(`Eu sou ${agent}`);
    expect((await chat(page).boundingBox())?.height).toBe(700);

    await expect(sendButton(page)).toBeDisabled();
    await input(page).fill('   ');
    await expect(sendButton(page)).toBeDisabled();

    const release = await holdChatReplies(page);
    await input(page).fill('esqueci minha senha');
    await sendButton(page).click();
    await expect(page.getByTestId('typing-indicator')).toBeVisible();
    await expect(input(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    await expect(messages(page).locator('[data-author=user]')).toHaveText(
      /esqueci minha senha\s*\d{2}:\d{2}/,
    );
    release();

    const reply = messages(page).locator('[data-author=bot]').nth(1);
    await expect(reply).toContainText('Para entrar de novo na sua conta');
    await expect(reply.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
    await expect(input(page)).toBeEnabled();

    await reply.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expectToast(page, 'Você clicou em: Esqueci minha senha');

    // A problem card asks its question.
    await page.getByRole('button', { name: /Proxy falhou/ }).click();
    await expect(messages(page).locator('[data-author=user]').last()).toContainText('falha no proxy');
    await expect(messages(page).locator('[data-author=bot]').last()).toContainText('erro de proxy');
  });

  test('a subscriber’s tools chat grows by 80 px a message, up to 700', async ({ page, signInAs }) => {
    await signInAs('subscriber');
    await openScreen(page, '/suporte/ferramentas');
    await expect(messages(page)).toContainText('online para ajudar com as ferramentas');
    expect((await chat(page).boundingBox())?.height).toBe(380);

    await input(page).fill('onde gero o codigo de verificacao?');
    await input(page).press('Enter');
    const reply = messages(page).locator('[data-author=bot]').nth(1);
    await expect(reply).toContainText('O código de verificação tem 6 dígitos');
    await expect.poll(async () => (await chat(page).boundingBox())?.height).toBe(540);
    // A page the subscriber may open is a link to it.
    await expect(reply.getByRole('link', { name: 'Gerar código' })).toHaveAttribute('href', '/conectar');

    await input(page).fill('e como instalo no linux?');
    await input(page).press('Enter');
    await expect(messages(page).locator('[data-author=bot]')).toHaveCount(3);
    await expect.poll(async () => (await chat(page).boundingBox())?.height).toBe(700);
  });

  test('a failed send shows the error toast and the apology in the chat', async ({ page, signInAs }) => {
    await signInAs('member');
    await openScreen(page, '/suporte');
    await page.route('**/api/support/chat', (route) =>
      route.fulfill({ status: 500, json: { message: 'x' } }),
    );
    await input(page).fill('oi, tudo bem?');
    await input(page).press('Enter');
    await expectToast(page, 'Erro', 'Não foi possível enviar a mensagem. Tente novamente.');
    await expect(messages(page).locator('[data-author=bot]').last()).toHaveText(
      /Desculpe, ocorreu um erro ao processar sua mensagem\. Tente novamente em alguns instantes\./,
    );
    await expect(input(page)).toBeEnabled();
  });

  test('a reply carrying HTML is shown as text, never run', async ({ page, signInAs, deps }) => {
    const hostile = 'Clique <img src=x onerror="window.__xss=1"> aqui **<b>negrito</b>**';
    await createKnowledgeArticle({
      db: deps.database.db,
      article: {
        title: 'Teste de marcação',
        keywords: 'zumbarrelo marcacao',
        answer: hostile,
        audience: 'members',
      },
    });
    await signInAs('member');
    await openScreen(page, '/suporte');
    await input(page).fill('zumbarrelo');
    await input(page).press('Enter');
    const reply = messages(page).locator('[data-author=bot]').nth(1);
    await expect(reply).toContainText('Clique <img src=x onerror="window.__xss=1"> aqui');
    await expect(reply.getByRole('button', { name: '<b>negrito</b>' })).toBeVisible();
    await expect(chat(page).locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('every support screen fits 360 px', async ({ page, signInAs }) => {
    test.slow(); // five screens
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs('admin');
    for (const path of [
      '/suporte',
      '/suporte/ferramentas',
      '/admin/assistente',
      '/admin/tickets',
      '/admin/logs-suporte',
    ]) {
      await openScreen(page, path);
      await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0);
      const widest = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((el) => `${el.tagName}.${el.className}`.slice(0, 120))
          .slice(0, 5),
      );
      expect(widest, path).toEqual([]);
      await expectNoHorizontalScroll(page);
    }
  });
});

test.describe('tickets and logs', () => {
  test('a member asks for a person; the admin reads the ticket, resolves it, and finds the chat in the logs', async ({
    page,
    browser,
    signInAs,
    users,
  }) => {
    const name = `Tânia Ticket ${Date.now().toString(36)}`;
    await signInAs('member', { fullName: name });
    await openScreen(page, '/suporte');
    const first = page.waitForRequest('**/api/support/chat');
    await input(page).fill('minha conta caiu e nao volta');
    await input(page).press('Enter');
    const chatId = chatIdOf(await first);
    await expect(messages(page).locator('[data-author=bot]')).toHaveCount(2);
    // The chat's own button, after the messages (a reply may also point to it in bold).
    await chat(page).getByRole('button', { name: 'Falar com a equipe' }).last().click();
    await expect(messages(page).locator('[data-author=bot]').last()).toContainText('Abri um chamado');

    const { storageState } = await signedInState(users, 'admin');
    const admin = await (await browser.newContext({ storageState })).newPage();
    await openScreen(admin, '/admin/tickets');
    const card = admin.getByRole('listitem').filter({ hasText: name });
    await expect(card).toHaveAttribute('data-status', 'pending');
    await expect(card.getByText('Novo')).toBeVisible();
    // Titled with what the member needed, not with the request for a person.
    await expect(card).toContainText('minha conta caiu e nao volta');
    // The status filter: a new ticket is not one waiting for the team after a reply.
    await admin.getByLabel('Status').selectOption({ label: 'Aguardando equipe' });
    await expect(card).toHaveCount(0);
    await admin.getByLabel('Status').selectOption({ label: 'Novo' });
    await expect(card).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Buscar tickets' }).fill(name);
    await expect(admin.getByRole('list', { name: 'Tickets' }).getByRole('listitem')).toHaveCount(1);

    await card.getByRole('button', { name: /minha conta caiu/ }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /^Ticket #[0-9a-f]{8}$/ })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Conversa' }).getByRole('listitem')).toHaveCount(2);
    await expect(dialog).toContainText('Quero falar com a equipe.');
    const ticketId = (await dialog.getByRole('heading').textContent())?.replace('Ticket #', '') ?? '';
    expect(ticketId).toBe(shortTicketId(ticketId));
    // An internal note stays with the team.
    await dialog.getByLabel('Nota interna').fill('Conferir o pagamento antes de responder.');
    await dialog.getByRole('button', { name: 'Salvar nota' }).click();
    // (The toast waits behind the open dialog.)
    await expect(dialog.getByRole('list', { name: 'Respostas' })).toContainText(
      'Conferir o pagamento antes de responder.',
    );
    await expect(dialog.getByRole('list', { name: 'Respostas' })).toContainText('Nota interna');
    await dialog.getByRole('button', { name: 'Resolvido' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(admin, 'Ticket marcado como resolvido.');
    // Resolved, it has left the "Novo" filter.
    await expect(card).toHaveCount(0);
    await admin.getByLabel('Status').selectOption({ label: 'Todos' });
    await expect(card).toHaveAttribute('data-status', 'resolved');
    await expect(card.getByText('Resolvido')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Resolvido', exact: true })).toHaveCount(0);
    await expect(card).toHaveClass(/bg-success/);

    await openScreen(admin, '/admin/logs-suporte');
    const chatCard = admin.getByRole('button', { name: new RegExp(`Sessão …${shortChatId(chatId)}`) });
    await expect(chatCard).toContainText(name);
    await expect(chatCard).toContainText('2 mensagens');
    await chatCard.click();
    const chatDialog = admin.getByRole('dialog');
    await expect(chatDialog.getByRole('heading', { name: `Sessão …${shortChatId(chatId)}` })).toBeVisible();
    await expect(chatDialog.getByRole('list', { name: 'Conversa' }).getByRole('listitem')).toHaveCount(2);
  });
});
