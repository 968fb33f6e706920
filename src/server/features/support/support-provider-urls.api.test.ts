import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { startOpenAiLoopback } from '../../../../test/openai-loopback';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { HEALTH_MESSAGES } from '../../../shared/schemas/assistant-health';
import { BASE_URL_MESSAGES } from './provider/private-address';
import { seedProvider } from './support.test-helpers';

// The stored key goes only where the admin typed it for, and never inside the
// operator's network unless ASSISTANT_ALLOW_PRIVATE_URLS=true (a model on the LAN).
const KEY = 'sk-url-SEGREDO-13579';

let strict: TestApp;
let lan: TestApp;
let loopback: Awaited<ReturnType<typeof startOpenAiLoopback>>;
let admin: Caller;
let lanAdmin: Caller;
beforeAll(async () => {
  loopback = await startOpenAiLoopback();
  [strict, lan] = await Promise.all([
    createTestApp(),
    createTestApp({ ASSISTANT_ALLOW_PRIVATE_URLS: 'true' }),
  ]);
  [admin, lanAdmin] = await Promise.all([strict.as('admin'), lan.as('admin')]);
});
afterAll(async () => {
  await Promise.all([strict.close(), lan.close()]);
  await loopback.close();
});

const save = (t: TestApp, caller: Caller, json: { baseUrl: string; apiKey: string; assistantId: string }) =>
  t.api(caller.cookie).admin.support.assistants[':assistant'].$put({ param: { assistant: 'general' }, json });

describe('changing the base URL', () => {
  it('requires the key again; the same URL keeps the stored key', async () => {
    const first = await save(strict, admin, {
      baseUrl: 'https://api.um.exemplo/v1',
      apiKey: KEY,
      assistantId: 'm',
    });
    expect((await bodyAt(first, 200)).settings.keyHint).toBe('••••3579');
    for (const baseUrl of ['https://api.outro.exemplo/v1', '']) {
      const moved = await save(strict, admin, { baseUrl, apiKey: '', assistantId: 'm' });
      expect((await errorAt(moved, 400)).message).toBe('Ao mudar a URL da API, informe a chave de novo.');
    }
    const kept = await save(strict, admin, {
      baseUrl: 'https://api.um.exemplo/v1',
      apiKey: '',
      assistantId: 'm2',
    });
    expect((await bodyAt(kept, 200)).settings).toMatchObject({ keyHint: '••••3579', assistantId: 'm2' });
    const withKey = await save(strict, admin, {
      baseUrl: 'https://api.outro.exemplo/v1',
      apiKey: 'sk-nova-chave-0001',
      assistantId: 'm2',
    });
    expect((await bodyAt(withKey, 200)).settings).toMatchObject({
      baseUrl: 'https://api.outro.exemplo/v1',
      keyHint: '••••0001',
    });
  });
});

describe('internal addresses', () => {
  it.each([
    ['http://api.exemplo.com/v1', BASE_URL_MESSAGES.https],
    ['https://127.0.0.1/v1', BASE_URL_MESSAGES.internal],
    ['https://169.254.169.254/latest', BASE_URL_MESSAGES.internal],
    ['https://10.0.0.5/v1', BASE_URL_MESSAGES.internal],
    ['https://192.168.1.20:11434/v1', BASE_URL_MESSAGES.internal],
    ['https://100.64.0.9/v1', BASE_URL_MESSAGES.internal],
    ['https://0.0.0.0/v1', BASE_URL_MESSAGES.internal],
    ['https://[::1]/v1', BASE_URL_MESSAGES.internal],
    ['https://[fd12::1]/v1', BASE_URL_MESSAGES.internal],
    ['https://[fe80::1]/v1', BASE_URL_MESSAGES.internal],
    ['https://localhost:8443/v1', BASE_URL_MESSAGES.internal],
  ])('refuses %s when saved (400 pt-BR)', async (baseUrl, message) => {
    const res = await save(strict, admin, { baseUrl, apiKey: KEY, assistantId: 'm' });
    expect((await errorAt(res, 400)).message).toBe(message);
  });

  it('refuses them when called too: a stored internal URL gets no request, and the test says it was blocked', async () => {
    const port = new URL(loopback.baseUrl).port;
    for (const baseUrl of [loopback.baseUrl, `https://localhost:${port}/v1`]) {
      // As a row saved before the rule, or under ASSISTANT_ALLOW_PRIVATE_URLS=true since unset.
      await seedProvider(strict, 'general', baseUrl, KEY);
      const res = await strict.api(admin.cookie).admin.support.assistants[':assistant'].test.$post({
        param: { assistant: 'general' },
      });
      expect((await bodyAt(res, 200)).result).toEqual({
        status: 'blocked',
        message: HEALTH_MESSAGES.blocked,
      });
    }
    expect(loopback.requests).toHaveLength(0);
  });

  it('are allowed, http included, with ASSISTANT_ALLOW_PRIVATE_URLS=true', async () => {
    const res = await save(lan, lanAdmin, { baseUrl: loopback.baseUrl, apiKey: KEY, assistantId: 'modelo' });
    expect((await bodyAt(res, 200)).settings.baseUrl).toBe(loopback.baseUrl);
    const tested = await lan.api(lanAdmin.cookie).admin.support.assistants[':assistant'].test.$post({
      param: { assistant: 'general' },
    });
    expect((await bodyAt(tested, 200)).result.status).toBe('ok');
    expect(loopback.requests).toHaveLength(1);
  });
});
