import { expect, expectToast, openScreen, settled, test } from './fixtures';
import { holdChatReplies, input, messages } from './support-chat-helpers';

// The assistant's admin (/admin/assistente) and the landing page's chat widget.
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
    // A new article is for signed-in members unless the admin opens it to visitors.
    await expect(dialog.getByLabel('Público')).toHaveValue('members');
    await dialog.getByRole('button', { name: 'Salvar artigo' }).click();
    await expectToast(page, 'Artigo adicionado com sucesso.');
    const list = page.getByRole('list', { name: 'Artigos' });
    await expect(list.getByText(title)).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: title })).toContainText('Público: Membros');
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
    await expect(settings.getByText('API configurada: não testada')).toBeVisible();
    await expect(settings.getByLabel('Chave da API')).toHaveValue('');
    await expect(settings.getByLabel('Chave da API')).toHaveAttribute('placeholder', 'Chave salva: ••••QWER');
    await page.reload();
    await settled(page);
    await expect(settings.getByText('API configurada: não testada')).toBeVisible();
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

    // "Falar com a equipe" is the team's WhatsApp, like the launcher without JavaScript.
    const whatsApp = await launcher.getAttribute('href');
    await expect(widget.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
      'href',
      whatsApp ?? '',
    );

    await widget.getByRole('button', { name: 'Fechar o chat' }).click();
    await expect(widget).toBeHidden();
    await launcher.click();
    await expect(widget).toBeVisible();
    await expect(log).toContainText('R$ 1.747,00 por ano');
  });

  test('a question the widget is unsure of offers topics as buttons, and the team as WhatsApp', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir o chat de suporte' }).click();
    const widget = page.getByRole('dialog', { name: 'Chat de suporte' });
    await widget.getByPlaceholder('Digite sua mensagem...').fill('qual a capital da franca?');
    await widget.getByRole('button', { name: 'Enviar' }).click();
    const topics = widget.getByRole('listitem', { name: 'Assuntos sugeridos' });
    await expect(topics.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await topics.getByRole('button', { name: 'Código de verificação' }).click();
    await expect(widget.getByRole('log')).toContainText('O código de verificação tem 6 dígitos');
    await expect(topics).toHaveCount(0);
  });
});
