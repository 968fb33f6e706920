import { expect, type Page, test } from '@playwright/test';
import { startOpenAiLoopback } from '../test/openai-loopback';
import { startOwnServer } from './own-server';
import { input, messages } from './support-chat-helpers';

// The assistant's API as an admin sees it: "Testar conexão" against a fake OpenAI-compatible
// server (working, key refused, down) gives three different pt-BR answers and the badge follows;
// a chat answered offline because the API failed is marked in the logs; a new URL needs the key.
// Its own server: the fake provider is on 127.0.0.1, which only ASSISTANT_ALLOW_PRIVATE_URLS
// allows, and its settings must not reach the suite's other chats.
const ADMIN = { email: 'admin-assistente@exemplo.com.br', password: 'admin-assistente-123' };

let server: Awaited<ReturnType<typeof startOwnServer>>;
let loopback: Awaited<ReturnType<typeof startOpenAiLoopback>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  loopback = await startOpenAiLoopback();
  server = await startOwnServer('assistant-provider', {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ASSISTANT_ALLOW_PRIVATE_URLS: 'true',
    ASSISTANT_TIMEOUT_MS: '3000',
    ASSISTANT_MAX_RETRIES: '0',
  });
});

test.afterAll(async () => {
  await server.stop();
  await loopback.close();
});

async function signIn(page: Page) {
  await page.goto(`${server.baseUrl}/admin`);
  await page.locator('#signin-email').fill(ADMIN.email);
  await page.locator('#signin-password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Visão geral', level: 1 })).toBeVisible();
}

test('an admin tests the assistant’s API connection and sees offline fallbacks in the logs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto(`${server.baseUrl}/admin/assistente`);
  const card = page.getByTestId('assistant-settings-general');
  const badge = (text: string) => card.getByText(text, { exact: true });
  const result = card.getByRole('status');
  const testButton = card.getByRole('button', { name: 'Testar conexão' });

  await card.getByLabel('URL da API (opcional)').fill(loopback.baseUrl);
  await card.getByLabel('Chave da API').fill('sk-e2e-provedor-ABCD');
  await card.getByLabel('Modelo ou ID do assistente').fill('modelo-e2e');
  await card.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(badge('API configurada: não testada')).toBeVisible();

  loopback.setMode({ kind: 'reply', text: 'ok' });
  await testButton.click();
  await expect(result).toHaveText('Conexão funcionando: a API respondeu.');
  await expect(badge('API funcionando')).toBeVisible();

  loopback.setMode({ kind: 'status', status: 401 });
  await testButton.click();
  await expect(result).toHaveText('A API recusou a chave (401/403). Confira a chave e salve de novo.');
  await expect(badge('Chave recusada')).toBeVisible();

  loopback.setMode({ kind: 'hang' });
  await testButton.click();
  await expect(result).toContainText('Não foi possível conectar');
  await expect(badge('API fora do ar')).toBeVisible();

  // The key never follows a new URL unasked.
  await card.getByLabel('URL da API (opcional)').fill('https://api.outro.exemplo/v1');
  await card.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(card.getByText('Ao mudar a URL da API, informe a chave de novo.')).toBeVisible();

  // A chat while the API fails is answered offline, and the logs say so.
  loopback.setMode({ kind: 'status', status: 500 });
  await page.goto(`${server.baseUrl}/suporte`);
  await input(page).fill('esqueci minha senha');
  await input(page).press('Enter');
  await expect(messages(page).locator('[data-author=bot]').nth(1)).toContainText('Esqueci minha senha');

  // Past the member's chat limit, the chat says how long to wait (the server's 429 words).
  const wait = 'Você enviou muitas mensagens seguidas. Aguarde 42 segundos e tente de novo.';
  await page.route('**/api/support/chat', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '42' }, json: { message: wait } }),
  );
  await input(page).fill('mais uma pergunta');
  await input(page).press('Enter');
  await expect(messages(page).locator('[data-author=bot]').last()).toContainText(wait);
  await page.unroute('**/api/support/chat');

  await page.goto(`${server.baseUrl}/admin/logs-suporte`);
  const chatCard = page.getByRole('button').filter({ hasText: 'esqueci minha senha' });
  await expect(chatCard.getByText('Resposta offline (falha da API)')).toBeVisible();
  await chatCard.click();
  await expect(page.getByRole('dialog').getByText('Resposta offline (falha da API)')).toBeVisible();
});
