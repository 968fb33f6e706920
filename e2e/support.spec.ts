import type { Page, Request } from '@playwright/test';
import { createKnowledgeArticle } from '../src/server/features/support/data/create-knowledge-article';
import { AGENT_NAMES, shortSessionId, shortTicketId } from '../src/shared/support-chat';
import {
  expect,
  expectNoHorizontalScroll,
  expectToast,
  openScreen,
  settled,
  signedInState,
  test,
} from './fixtures';

const chat = (page: Page) => page.getByTestId('support-chat');
const messages = (page: Page) => chat(page).getByRole('list', { name: 'Mensagens' });
const input = (page: Page) => chat(page).getByPlaceholder('Digite sua mensagem...');
const sendButton = (page: Page) => chat(page).getByRole('button', { name: 'Enviar mensagem' });

/** Holds the chat API's answers until released, so the waiting state can be seen. */
async function holdChatReplies(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/support/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const sessionIdOf = (request: Request) => (request.postDataJSON() as { sessionId: string }).sessionId;

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
    await reply.getByRole('button', { name: 'Gerar código' }).click();
    await expectToast(page, 'Você clicou em: Gerar código');

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
      article: { title: 'Teste de marcação', keywords: 'zumbarrelo marcacao', answer: hostile },
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
  test('a member asks for a person; the admin reads the ticket, resolves it, and finds the session in the logs', async ({
    page,
    browser,
    signInAs,
    workerDeps,
  }) => {
    const name = `Tânia Ticket ${Date.now().toString(36)}`;
    await signInAs('member', { fullName: name });
    await openScreen(page, '/suporte');
    const first = page.waitForRequest('**/api/support/chat');
    await input(page).fill('minha conta caiu e nao volta');
    await input(page).press('Enter');
    const sessionId = sessionIdOf(await first);
    await expect(messages(page).locator('[data-author=bot]')).toHaveCount(2);
    // The chat's own button, after the messages (a reply may also point to it in bold).
    await chat(page).getByRole('button', { name: 'Falar com um atendente' }).last().click();
    await expect(messages(page).locator('[data-author=bot]').last()).toContainText('Abri um chamado');

    const { storageState } = await signedInState(workerDeps, 'admin');
    const admin = await (await browser.newContext({ storageState })).newPage();
    await openScreen(admin, '/admin/tickets');
    const card = admin.getByRole('listitem').filter({ hasText: name });
    await expect(card).toHaveAttribute('data-status', 'pending');
    await expect(card.getByText('Pendente')).toBeVisible();
    await expect(card).toContainText('minha conta caiu e nao volta');

    await card.getByRole('button', { name: /minha conta caiu/ }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /^Ticket #[0-9a-f]{8}$/ })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Conversa' }).getByRole('listitem')).toHaveCount(2);
    await expect(dialog).toContainText('Quero falar com um atendente.');
    const ticketId = (await dialog.getByRole('heading').textContent())?.replace('Ticket #', '') ?? '';
    expect(ticketId).toBe(shortTicketId(ticketId));
    await dialog.getByRole('button', { name: 'Resolvido' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(admin, 'Ticket marcado como resolvido.');
    await expect(card).toHaveAttribute('data-status', 'resolved');
    await expect(card.getByText('Resolvido')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Resolvido', exact: true })).toHaveCount(0);
    await expect(card).toHaveClass(/bg-success/);

    await openScreen(admin, '/admin/logs-suporte');
    const session = admin.getByRole('button', { name: new RegExp(`Sessão …${shortSessionId(sessionId)}`) });
    await expect(session).toContainText(name);
    await expect(session).toContainText('2 mensagens');
    await session.click();
    const sessionDialog = admin.getByRole('dialog');
    await expect(
      sessionDialog.getByRole('heading', { name: `Sessão …${shortSessionId(sessionId)}` }),
    ).toBeVisible();
    await expect(sessionDialog.getByRole('list', { name: 'Conversa' }).getByRole('listitem')).toHaveCount(2);
  });
});

test.describe('the assistant’s admin', () => {
  test('an admin adds an article that the assistant answers with at once, and saves a masked API key', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await openScreen(page, '/admin/assistente');
    await page.getByRole('button', { name: 'Novo artigo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Salvar artigo' }).click();
    await expect(dialog.getByText('Informe o título do artigo.')).toBeVisible();
    const title = `Horário do plantão ${Date.now().toString(36)}`;
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Palavras-chave').fill('plantao, feriado, domingo');
    await dialog.getByLabel('Resposta').fill('No feriado o plantão atende pelo **WhatsApp**.');
    await dialog.getByRole('button', { name: 'Salvar artigo' }).click();
    await expectToast(page, 'Artigo adicionado com sucesso.');
    const list = page.getByRole('list', { name: 'Artigos' });
    await expect(list.getByText(title)).toBeVisible();
    // The filter narrows the list to this article (a retry finds the earlier try's one too).
    await page.getByLabel('Buscar artigo').fill(title);
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await openScreen(page, '/suporte');
    await input(page).fill('tem plantao no feriado?');
    await input(page).press('Enter');
    await expect(messages(page).locator('[data-author=bot]').nth(1)).toContainText(
      'No feriado o plantão atende',
    );

    await openScreen(page, '/admin/assistente');
    const settings = page.getByTestId('assistant-settings-general');
    await settings.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(settings.getByText('Por favor, preencha todos os campos').first()).toBeVisible();
    const key = 'sk-e2e-chave-secreta-QWER';
    await settings.getByLabel('Chave da API').fill(key);
    await settings.getByLabel('Modelo ou ID do assistente').fill('gpt-4o-mini');
    await settings.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectToast(page, 'Configurações do assistente salvas com sucesso');
    await expect(settings.getByText('API configurada')).toBeVisible();
    await expect(settings.getByLabel('Chave da API')).toHaveValue('');
    await expect(settings.getByLabel('Chave da API')).toHaveAttribute('placeholder', 'Chave salva: ••••QWER');
    await page.reload();
    await settled(page);
    await expect(settings.getByText('API configurada')).toBeVisible();
    expect(await page.content()).not.toContain(key);
    await settings.getByRole('button', { name: 'Remover API' }).click();
    await expect(settings.getByText('Offline: base de conhecimento')).toBeVisible();

    // The tools assistant's own settings are a section of /admin/tools.
    await openScreen(page, '/admin/tools');
    const tools = page.getByTestId('assistant-settings-tools');
    await expect(tools.getByRole('heading', { name: 'API do assistente de ferramentas' })).toBeVisible();
    await expect(tools.getByText('Offline: base de conhecimento')).toBeVisible();
  });
});

test.describe('the landing page widget', () => {
  test('a visitor opens the chat, whose code loads only then, and gets an answer', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Abrir o chat de suporte' });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(scripts.some((path) => path.includes('support-widget'))).toBe(false);

    const release = await holdChatReplies(page);
    await launcher.click();
    const widget = page.getByRole('dialog', { name: 'Chat de suporte' });
    await expect(widget).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(scripts.some((path) => /\/assets\/support-widget-[\w-]+\.js$/.test(path))).toBe(true);
    await expect(widget.getByText('Online')).toBeVisible();
    await expect(widget.getByPlaceholder('Digite sua mensagem...')).toBeFocused();

    await widget.getByPlaceholder('Digite sua mensagem...').fill('quanto custa o plano anual?');
    await widget.getByRole('button', { name: 'Enviar' }).click();
    await expect(widget.getByTestId('typing-indicator')).toBeVisible();
    release();
    const log = widget.getByRole('log');
    await expect(log).toContainText('R$ 1.747,00 por ano');
    await expect(log.locator('strong').filter({ hasText: 'Anual' })).toBeVisible();
    await expect(widget.getByTestId('typing-indicator')).toHaveCount(0);

    await widget.getByRole('button', { name: 'Fechar o chat' }).click();
    await expect(widget).toBeHidden();
    await launcher.click();
    await expect(widget).toBeVisible();
    await expect(log).toContainText('R$ 1.747,00 por ano');
  });
});
