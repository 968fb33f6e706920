import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { startOpenAiLoopback } from '../../../../test/openai-loopback';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { HEALTH_MESSAGES } from '../../../shared/schemas/assistant-health';
import { ask } from './support.test-helpers';

// "Testar conexão" makes one real call, the badge follows the last real outcome (a
// test or a chat), the logs mark the replies the offline assistant gave because the API failed,
// and the provider's words are redacted before they reach a log line.
const KEY = 'sk-saude-SEGREDO-24680';
const logLines: string[] = [];

let t: TestApp;
let loopback: Awaited<ReturnType<typeof startOpenAiLoopback>>;
let admin: Caller;
let member: Caller;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  loopback = await startOpenAiLoopback();
  t = await createTestApp(
    { ASSISTANT_TIMEOUT_MS: '2000', ASSISTANT_MAX_RETRIES: '0', ASSISTANT_ALLOW_PRIVATE_URLS: 'true' },
    { logger: pino({ level: 'trace' }, sink) },
  );
  [admin, member] = await Promise.all([t.as('admin'), t.as('member')]);
});
afterAll(async () => {
  await t.close();
  await loopback.close();
});

const settingsApi = () => t.api(admin.cookie).admin.support.assistants[':assistant'];
const configure = async (baseUrl = loopback.baseUrl) =>
  bodyAt(
    await settingsApi().$put({
      param: { assistant: 'general' },
      json: { baseUrl, apiKey: KEY, assistantId: 'modelo' },
    }),
    200,
  );
const testConnection = async () =>
  bodyAt(await settingsApi().test.$post({ param: { assistant: 'general' } }), 200);

beforeEach(async () => {
  loopback.requests.length = 0;
  loopback.setMode({ kind: 'reply', text: 'ok' });
  await configure();
});

describe('Testar conexão', () => {
  it('tells a working API, a refused key, an API that is down and any other error apart, and the badge follows', async () => {
    const saved = await configure();
    expect(saved.settings.health).toBeNull();

    const up = await testConnection();
    expect(up.result).toEqual({ status: 'ok', message: HEALTH_MESSAGES.ok });
    expect(up.settings.health).toMatchObject({ status: 'ok', detail: null });
    expect(loopback.requests).toHaveLength(1);
    expect(loopback.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);

    // A provider that echoes the key back in its error: the admin's detail never shows it.
    loopback.setMode({ kind: 'status', status: 401, message: `Incorrect API key provided: ${KEY}` });
    const refused = await testConnection();
    expect(refused.result).toEqual({ status: 'unauthorized', message: HEALTH_MESSAGES.unauthorized });
    expect(refused.settings.health?.status).toBe('unauthorized');
    expect(refused.settings.health?.detail).toContain('Incorrect API key provided');
    expect(JSON.stringify(refused)).not.toContain(KEY);

    loopback.setMode({ kind: 'status', status: 404, message: 'The model `modelo` does not exist' });
    const other = await testConnection();
    expect(other.result).toEqual({ status: 'error', message: HEALTH_MESSAGES.error });

    const gone = await startOpenAiLoopback();
    await configure(gone.baseUrl);
    await gone.close();
    const down = await testConnection();
    expect(down.result).toEqual({ status: 'unreachable', message: HEALTH_MESSAGES.unreachable });

    // What the screen reads on its next load: the last outcome, not "a key is saved".
    const view = await bodyAt(await settingsApi().$get({ param: { assistant: 'general' } }), 200);
    expect(view.settings.health?.status).toBe('unreachable');
    expect(new Set([up, refused, other, down].map((r) => r.result.message)).size).toBe(4);
  });

  it('answers 400 in pt-BR when no API is saved', async () => {
    await settingsApi().$delete({ param: { assistant: 'tools' } });
    const res = await settingsApi().test.$post({ param: { assistant: 'tools' } });
    expect((await errorAt(res, 400)).message).toBe(
      'Salve a chave e o modelo da API antes de testar a conexão.',
    );
  });
});

describe('a chat whose API fails', () => {
  it('is answered offline, marked as a fallback in the admin’s logs, and turns the badge red; a later success turns it green', async () => {
    loopback.setMode({ kind: 'status', status: 500, message: `upstream said Authorization: Bearer ${KEY}` });
    const failed = await ask(t, 'esqueci minha senha', { cookie: member.cookie });
    expect(failed.body.response).toContain('**Esqueci minha senha**');

    const logs = t.api(admin.cookie).admin.support.sessions;
    const list = await bodyAt(await logs.$get({ query: {} }), 200);
    expect(list.items.find((chat) => chat.chatId === failed.chatId)?.hasFallback).toBe(true);
    const failedChat = await bodyAt(await logs[':chatId'].$get({ param: { chatId: failed.chatId } }), 200);
    expect(failedChat.chat.messages.map((pair) => pair.replySource)).toEqual(['fallback']);
    const badge = await bodyAt(await settingsApi().$get({ param: { assistant: 'general' } }), 200);
    expect(badge.settings.health?.status).toBe('error');

    loopback.setMode({ kind: 'reply', text: 'Resposta da API.' });
    const answered = await ask(t, 'esqueci minha senha', { cookie: member.cookie });
    expect(answered.body.response).toBe('Resposta da API.');
    const healed = await bodyAt(await settingsApi().$get({ param: { assistant: 'general' } }), 200);
    expect(healed.settings.health?.status).toBe('ok');
    const answeredChat = await bodyAt(
      await logs[':chatId'].$get({ param: { chatId: answered.chatId } }),
      200,
    );
    expect(answeredChat.chat.messages[0]?.replySource).toBe('api');
    expect(answeredChat.chat.hasFallback).toBe(false);
  });
});

describe('the log', () => {
  it('says an API call failed, with the provider’s words redacted: no key in any line', () => {
    const failures = logLines.filter((line) => line.includes('assistant API failed'));
    expect(failures.length).toBeGreaterThanOrEqual(3);
    expect(failures.some((line) => line.includes('Incorrect API key provided'))).toBe(true);
    expect(logLines.filter((line) => line.includes(KEY) || /bearer\s+sk-/i.test(line))).toEqual([]);
  });
});
