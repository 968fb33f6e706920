import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { startOpenAiLoopback } from '../../../../test/openai-loopback';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt } from '../../../../test/typed-body';
import { ask, newChatId, TOOLS_CHAT } from './support.test-helpers';

const KEY = 'sk-loopback-segredo-9876';
// Long enough for the loopback to answer on a loaded machine (400 ms was not), short enough
// that the hanging case ends well inside the test's timeout.
const TIMEOUT_MS = 2_000;

let t: TestApp;
let loopback: Awaited<ReturnType<typeof startOpenAiLoopback>>;
let admin: Caller;
let member: Caller;
beforeAll(async () => {
  loopback = await startOpenAiLoopback();
  t = await createTestApp({
    ASSISTANT_TIMEOUT_MS: String(TIMEOUT_MS),
    ASSISTANT_MAX_RETRIES: '1',
    // The fake provider listens on 127.0.0.1, an internal address refused unless allowed.
    ASSISTANT_ALLOW_PRIVATE_URLS: 'true',
  });
  [admin, member] = await Promise.all([t.as('admin'), t.as('subscriber')]);
});
afterAll(async () => {
  await t.close();
  await loopback.close();
});

const assistantSettings = () => t.api(admin.cookie).admin.support.assistants[':assistant'];
const configure = async (assistantId: string, assistant: 'general' | 'tools' = 'general') => {
  const res = await assistantSettings().$put({
    param: { assistant },
    json: { baseUrl: loopback.baseUrl, apiKey: KEY, assistantId },
  });
  expect(res.status).toBe(200);
};
beforeEach(async () => {
  loopback.requests.length = 0;
  loopback.setMode({ kind: 'reply', text: 'Abra **Conectar** e clique em **Gerar código**.' });
  await configure('modelo-teste');
});

describe('an OpenAI-compatible API configured on /admin/assistente', () => {
  it('is asked with the key, the model, grounding instructions and the chat, and its reply is used', async () => {
    const chatId = newChatId();
    const res = await t.api(member.cookie).support.chat.$post({
      json: {
        sessionId: chatId,
        messages: [
          { role: 'assistant', content: 'Olá! Como posso ajudar?' },
          { role: 'user', content: 'onde gero o codigo?' },
        ],
      },
    });
    const body = await bodyAt(res, 200);
    expect(body).toEqual({
      response: 'Abra **Conectar** e clique em **Gerar código**.',
      ticketOpened: false,
    });

    expect(loopback.requests).toHaveLength(1);
    const [request] = loopback.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    const sent = request?.body as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe('modelo-teste');
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(sent.messages[0]?.content).toContain('português do Brasil');
    // Grounded in the knowledge base: the closest article goes with the question.
    expect(sent.messages[0]?.content).toContain('### Código de verificação');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'onde gero o codigo?' });

    const row = await t.db
      .selectFrom('support_conversations')
      .selectAll()
      .where('session_id', '=', chatId)
      .executeTakeFirst();
    expect(row?.assistant_message).toBe(body.response);
  });

  it('opens a ticket when the model says the knowledge does not cover the question', async () => {
    loopback.setMode({ kind: 'reply', text: '[ATENDENTE]' });
    const { body } = await ask(t, 'qual a capital da franca?', { cookie: member.cookie });
    expect(body.response).toMatch(/^Não sei/);
    expect(body.ticketOpened).toBe(true);
  });

  it('is never asked when the member wants a person', async () => {
    const { body } = await ask(t, 'quero falar com um atendente', { cookie: member.cookie });
    expect(body.ticketOpened).toBe(true);
    expect(loopback.requests).toHaveLength(0);
  });

  it.each([
    ['answers 500', { kind: 'status', status: 500 } as const],
    ['times out', { kind: 'hang' } as const],
  ])('falls back to the offline assistant when the API %s, after one retry', async (_, mode) => {
    loopback.setMode(mode);
    const started = Date.now();
    const { status, body } = await ask(t, 'esqueci minha senha', { cookie: member.cookie });
    expect(status).toBe(200);
    expect(body.response).toContain('**Esqueci minha senha**');
    expect(body.ticketOpened).toBe(false);
    expect(loopback.requests).toHaveLength(2);
    // Two attempts of at most TIMEOUT_MS each plus the SDK's back-off between them, with room for
    // load: the SDK's own default (10 minutes) is what this rules out.
    expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS + 8_000);
  });

  it('uses each assistant’s own settings: the tools chat stays offline until configured', async () => {
    await assistantSettings().$delete({ param: { assistant: 'tools' } });
    const offline = await ask(t, 'onde gero o codigo?', { cookie: member.cookie, path: TOOLS_CHAT });
    expect(offline.body.response).toContain('O código de verificação tem 6 dígitos');
    expect(loopback.requests).toHaveLength(0);

    await configure('modelo-ferramentas', 'tools');
    const online = await ask(t, 'onde gero o codigo?', { cookie: member.cookie, path: TOOLS_CHAT });
    expect(online.body.response).toBe('Abra **Conectar** e clique em **Gerar código**.');
    expect(loopback.requests[0]?.body).toMatchObject({ model: 'modelo-ferramentas' });
  });

  it('runs an OpenAI Assistants API assistant (asst_…) on a thread and uses its answer', async () => {
    await configure('asst_abc123');
    loopback.setMode({ kind: 'reply', text: 'Resposta do assistente configurado.' });
    const { body } = await ask(t, 'como instalar no mac', { cookie: member.cookie });
    expect(body.response).toBe('Resposta do assistente configurado.');
    const [create] = loopback.requests;
    expect(create?.path).toBe('/v1/threads/runs');
    expect(create?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(create?.body).toMatchObject({
      assistant_id: 'asst_abc123',
      thread: { messages: [{ role: 'user', content: 'como instalar no mac' }] },
    });
    expect(loopback.requests.some((r) => r.path === '/v1/threads/thread_1/messages')).toBe(true);
  });
});
