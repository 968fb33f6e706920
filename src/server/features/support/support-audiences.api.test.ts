import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { startOpenAiLoopback } from '../../../../test/openai-loopback';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt } from '../../../../test/typed-body';
import type { KnowledgeAudience } from '../../../shared/schemas/support';
import { ask, TOOLS_CHAT } from './support.test-helpers';

// One knowledge base feeds the landing widget, the members' chat and the subscribers'
// tools assistant; each answers only from the articles its reader may see, whether the offline
// assistant answers or a configured model is given the closest articles.

const KEY = 'sk-loopback-publico-4321';

let t: TestApp;
let loopback: Awaited<ReturnType<typeof startOpenAiLoopback>>;
let callers: Record<'member' | 'expired' | 'subscriber' | 'admin', Caller>;
const ids = {} as Record<KnowledgeAudience, string>;

// One made-up topic per audience, so each question can only be answered by its own article.
const ARTICLES: Record<KnowledgeAudience, { title: string; keywords: string; answer: string }> = {
  visitors: {
    title: 'Tapioquinha lunar',
    keywords: 'tapioquinha lunar',
    answer: 'A tapioquinha lunar é pública.',
  },
  members: { title: 'Quindimbaba', keywords: 'quindimbaba', answer: 'A quindimbaba é só para membros.' },
  subscribers: { title: 'Zumbarrelo', keywords: 'zumbarrelo', answer: 'O zumbarrelo é só para assinantes.' },
};
const QUESTIONS: Record<KnowledgeAudience, string> = {
  visitors: 'como funciona a tapioquinha lunar?',
  members: 'como funciona a quindimbaba?',
  subscribers: 'como funciona o zumbarrelo?',
};

beforeAll(async () => {
  [t, loopback] = await Promise.all([
    // The fake provider listens on 127.0.0.1, an internal address refused unless allowed.
    createTestApp({
      CHAT_LIMIT_PER_IP: '1000',
      SUPPORT_PHONE: '+55 11 97777-6666',
      ASSISTANT_ALLOW_PRIVATE_URLS: 'true',
    }),
    startOpenAiLoopback(),
  ]);
  const [member, expired, subscriber, admin] = await Promise.all(
    (['member', 'expired', 'subscriber', 'admin'] as const).map((role) => t.as(role)),
  );
  callers = { member, expired, subscriber, admin } as typeof callers;
  for (const audience of ['visitors', 'members', 'subscribers'] as const) {
    const created = await t
      .api(callers.admin.cookie)
      .admin.support.articles.$post({ json: { ...ARTICLES[audience], audience } });
    ids[audience] = (await bodyAt(created, 201)).article.id;
  }
});
afterAll(async () => {
  await t.close();
  await loopback.close();
});

// Who asks on the general chat, and which of the three audiences they may read.
const READERS = [
  ['a visitor', undefined, ['visitors']],
  ['a member without a subscription', 'member', ['visitors', 'members']],
  ['a member whose subscription expired', 'expired', ['visitors', 'members']],
  ['a subscriber', 'subscriber', ['visitors', 'members', 'subscribers']],
  ['an admin', 'admin', ['visitors', 'members', 'subscribers']],
] as const;
const cookieOf = (caller: keyof typeof callers | undefined) => (caller ? callers[caller].cookie : undefined);

describe('the offline assistant', () => {
  it.each(READERS)('answers %s only from the articles they may see', async (_, caller, readable) => {
    for (const audience of ['visitors', 'members', 'subscribers'] as const) {
      const { status, body } = await ask(t, QUESTIONS[audience], { cookie: cookieOf(caller) });
      expect(status).toBe(200);
      if ((readable as readonly string[]).includes(audience))
        expect(body.response, audience).toBe(ARTICLES[audience].answer);
      else {
        expect(body.response, audience).toMatch(/^Não sei/);
        expect(body.response, audience).not.toContain(ARTICLES[audience].answer);
      }
    }
  });

  it('answers a subscriber on the tools chat from a subscriber-only article', async () => {
    const { body } = await ask(t, QUESTIONS.subscribers, {
      cookie: callers.subscriber.cookie,
      path: TOOLS_CHAT,
    });
    expect(body.response).toBe(ARTICLES.subscribers.answer);
  });

  it('follows an article opened to visitors from the next question', async () => {
    const articles = t.api(callers.admin.cookie).admin.support.articles[':id'];
    const open = (audience: KnowledgeAudience) =>
      articles.$put({ param: { id: ids.subscribers }, json: { ...ARTICLES.subscribers, audience } });
    expect((await ask(t, QUESTIONS.subscribers)).body.response).toMatch(/^Não sei/);
    expect((await open('visitors')).status).toBe(200);
    expect((await ask(t, QUESTIONS.subscribers)).body.response).toBe(ARTICLES.subscribers.answer);
    expect((await open('subscribers')).status).toBe(200);
    expect((await ask(t, QUESTIONS.subscribers)).body.response).toMatch(/^Não sei/);
  });
});

describe('a configured model', () => {
  beforeAll(async () => {
    loopback.setMode({ kind: 'reply', text: 'Resposta do modelo.' });
    for (const assistant of ['general', 'tools'] as const) {
      const res = await t.api(callers.admin.cookie).admin.support.assistants[':assistant'].$put({
        param: { assistant },
        json: { baseUrl: loopback.baseUrl, apiKey: KEY, assistantId: 'modelo-publico' },
      });
      expect(res.status).toBe(200);
    }
  });

  /** Everything the provider received for one question: the system prompt holds the retrieved articles. */
  const sentFor = async (question: string, options: Parameters<typeof ask>[2]) => {
    loopback.requests.length = 0;
    const { status, body } = await ask(t, question, options);
    expect(status).toBe(200);
    expect(body.response).toBe('Resposta do modelo.');
    expect(loopback.requests).toHaveLength(1);
    return JSON.stringify(loopback.requests[0]?.body);
  };

  it.each(READERS)('is given only the articles %s may see', async (_, caller, readable) => {
    for (const audience of ['visitors', 'members', 'subscribers'] as const) {
      const sent = await sentFor(QUESTIONS[audience], { cookie: cookieOf(caller) });
      const { title, answer } = ARTICLES[audience];
      if ((readable as readonly string[]).includes(audience)) {
        expect(sent, audience).toContain(`### ${title}`);
        expect(sent, audience).toContain(answer);
      } else {
        expect(sent, audience).not.toContain(title);
        expect(sent, audience).not.toContain(answer);
      }
    }
  });

  it('is given the subscriber-only article on the tools chat', async () => {
    const sent = await sentFor(QUESTIONS.subscribers, {
      cookie: callers.subscriber.cookie,
      path: TOOLS_CHAT,
    });
    expect(sent).toContain(`### ${ARTICLES.subscribers.title}`);
    expect(sent).toContain(ARTICLES.subscribers.answer);
  });
});
