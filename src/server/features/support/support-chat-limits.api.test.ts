import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ask, chatBody, TOOLS_CHAT } from './support.test-helpers';

// Each message of a signed-in member may be a paid call to the operator's API, so
// members are limited per minute and per day, both chats together; visitors keep the per-IP limit.
let perMinute: TestApp;
let perDay: TestApp;
beforeAll(async () => {
  [perMinute, perDay] = await Promise.all([
    createTestApp({ CHAT_LIMIT_PER_MEMBER_PER_MINUTE: '2', CHAT_LIMIT_PER_MEMBER_PER_DAY: '100' }),
    createTestApp({ CHAT_LIMIT_PER_MEMBER_PER_MINUTE: '100', CHAT_LIMIT_PER_MEMBER_PER_DAY: '3' }),
  ]);
});
afterAll(() => Promise.all([perMinute.close(), perDay.close()]));

const send = (t: TestApp, caller: Caller, path?: string) =>
  t.request(path ?? '/api/support/chat', {
    method: 'POST',
    cookie: caller.cookie,
    json: chatBody('oi'),
  });

describe('the per-member chat limit', () => {
  it('answers 429 with a pt-BR message and Retry-After past the minute’s messages, counting both chats', async () => {
    const [subscriber, other] = await Promise.all([perMinute.as('subscriber'), perMinute.as('member')]);
    expect((await send(perMinute, subscriber)).status).toBe(200);
    expect((await send(perMinute, subscriber, TOOLS_CHAT)).status).toBe(200);
    const refused = await send(perMinute, subscriber, TOOLS_CHAT);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await refused.json()).message).toMatch(
      /^Você enviou muitas mensagens seguidas\. Aguarde \d+ segundos? e tente de novo\.$/,
    );
    expect((await send(perMinute, subscriber)).status).toBe(429);

    // Counted per member: another member, and a visitor (per IP), still chat.
    expect((await send(perMinute, other)).status).toBe(200);
    expect((await ask(perMinute, 'oi')).status).toBe(200);
  });

  it('answers 429 with a pt-BR message and a Retry-After of hours past the day’s messages', async () => {
    const member = await perDay.as('member');
    for (let i = 0; i < 3; i++) expect((await send(perDay, member)).status).toBe(200);
    const refused = await send(perDay, member);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((await refused.json()).message).toBe(
      'Você chegou ao limite de 3 mensagens por dia no suporte. Tente de novo em 24 horas.',
    );
  });
});
