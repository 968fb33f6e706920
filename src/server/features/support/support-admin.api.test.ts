import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { FILL_ALL_FIELDS } from '../../../shared/schemas/support';
import { ask, newChatId, seedTicket } from './support.test-helpers';

let t: TestApp;
let admin: Caller;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([t.as('admin'), t.as('member', { fullName: 'Maria Membro' })]);
});
afterAll(() => t.close());

const support = () => t.api(admin.cookie).admin.support;
const ticketsPage = (page?: string) => support().tickets.$get({ query: { page } });
const ticket = (id: string) => support().tickets[':id'].$get({ param: { id } });
const resolve = (id: string) => support().tickets[':id'].resolve.$post({ param: { id } });
const assistantApi = () => support().assistants[':assistant'];

describe('tickets (Tickets de Suporte)', () => {
  it('lists pages of 10, the longest waiting first, with the member and a preview cut at 100 characters', async () => {
    const long = `Minha ferramenta não abre ${'e continua travando '.repeat(10)}`;
    const chatId = newChatId();
    await ask(t, long, { cookie: member.cookie, chatId });
    await ask(t, 'quero falar com um atendente', { cookie: member.cookie, chatId });
    for (let i = 0; i < 11; i++) await seedTicket(t);

    const first = await bodyAt(await ticketsPage(), 200);
    expect(first).toMatchObject({ page: 1, total: 12, pageCount: 2 });
    expect(first.items).toHaveLength(10);
    const second = await bodyAt(await ticketsPage('2'), 200);
    expect(second.items).toHaveLength(2);
    const all = [...first.items, ...second.items];
    // All open: the one waiting longest (least recently touched) comes first.
    const dates = all.map((ticket) => ticket.updatedAt);
    expect(dates).toEqual([...dates].sort());

    const mine = all.find((ticket) => ticket.chatId === chatId);
    expect(mine).toMatchObject({ status: 'pending', resolvedAt: null, member: { fullName: 'Maria Membro' } });
    expect(mine?.preview).toBe(`${long.slice(0, 100).trimEnd()}...`);
    expect(mine).not.toHaveProperty('chatMessages');

    const detail = await bodyAt(await ticket(mine?.id ?? ''), 200);
    expect(detail.ticket.chatMessages.map((pair) => pair.userMessage)).toEqual([
      long.trim(),
      'quero falar com um atendente',
    ]);
  });

  it('resolves a pending ticket once, stamping resolved_at', async () => {
    const id = await seedTicket(t);
    const resolved = await bodyAt(await resolve(id), 200);
    expect(resolved.message).toBe('Ticket marcado como resolvido.');
    expect(resolved.ticket.status).toBe('resolved');
    const row = await t.db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row?.status).toBe('resolved');
    expect(row?.resolved_at).toBeInstanceOf(Date);

    expectPortugueseError(await errorAt(await resolve(id), 409));
  });

  it.each([
    ['an unknown ticket', '00000000-0000-4000-8000-000000000000', 404],
    ['a malformed id', 'abc', 400],
  ])('answers %s in Portuguese', async (_, id, status) => {
    for (const res of [await ticket(id), await resolve(id)]) {
      expectPortugueseError(await errorAt(res, status));
    }
  });

  it('rejects a page that is not a positive number', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      expect((await errorAt(await ticketsPage(page), 400)).message).toBe('Página inválida.');
    }
  });
});

describe('chat logs (Logs do Suporte)', () => {
  it('shows one card per chat, the latest active first, and the whole chat oldest first', async () => {
    const older = newChatId();
    const newer = newChatId();
    await ask(t, 'como instalar no linux', { chatId: older });
    await ask(t, 'esqueci minha senha', { cookie: member.cookie, chatId: newer });
    await ask(t, 'obrigado!', { cookie: member.cookie, chatId: newer });
    await ask(t, 'e no mac?', { cookie: member.cookie, chatId: newer });

    const list = await bodyAt(await support().sessions.$get({ query: {} }), 200);
    const ids = list.items.map((chat) => chat.chatId);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.filter((id) => id === newer)).toHaveLength(1);
    const card = list.items.find((chat) => chat.chatId === newer);
    expect(card).toMatchObject({
      assistant: 'general',
      messageCount: 3,
      preview: 'esqueci minha senha',
      hasTicket: false,
      member: { email: member.user?.email },
    });
    expect(list.items.find((chat) => chat.chatId === older)?.member).toBeNull();

    const chat = (chatId: string) => support().sessions[':chatId'].$get({ param: { chatId } });
    const detail = await bodyAt(await chat(newer), 200);
    expect(detail.chat.messages.map((pair) => pair.userMessage)).toEqual([
      'esqueci minha senha',
      'obrigado!',
      'e no mac?',
    ]);
    expect((await chat(newChatId())).status).toBe(404);
    expect((await chat('nao-e-sessao')).status).toBe(400);
  });
});

describe('assistant settings (keys write-only)', () => {
  const KEY = 'sk-proj-segredo-muito-secreto-WXYZ';
  type Assistant = 'general' | 'tools';
  const read = (assistant: Assistant) => assistantApi().$get({ param: { assistant } });
  const save = (assistant: Assistant, json: { baseUrl: string; apiKey: string; assistantId: string }) =>
    assistantApi().$put({ param: { assistant }, json });

  it('reads as empty before anything is saved, with no error', async () => {
    const res = await bodyAt(await read('tools'), 200);
    expect(res.settings).toEqual({
      assistant: 'tools',
      baseUrl: '',
      assistantId: '',
      keyHint: null,
      health: null,
    });
  });

  it('requires both fields: the key (unless one is stored) and the id', async () => {
    for (const body of [
      { baseUrl: '', apiKey: '', assistantId: 'gpt-4o-mini' },
      { baseUrl: '', apiKey: KEY, assistantId: '   ' },
    ]) {
      expect((await errorAt(await save('tools', body), 400)).message).toBe(FILL_ALL_FIELDS);
    }
    const badUrl = await save('tools', { baseUrl: 'ftp://x', apiKey: KEY, assistantId: 'm' });
    expect((await errorAt(badUrl, 400)).message).toBe('Informe uma URL válida (https://…).');
  });

  it('stores the key sealed, shows only its last 4 characters, and never returns it', async () => {
    const res = await save('general', {
      baseUrl: '  https://api.exemplo.com/v1  ',
      apiKey: `  ${KEY}  `,
      assistantId: '  gpt-4o-mini ',
    });
    const saved = await bodyAt(res, 200);
    expect(saved.message).toBe('Configurações do assistente salvas com sucesso');
    expect(saved.settings).toEqual({
      assistant: 'general',
      baseUrl: 'https://api.exemplo.com/v1',
      assistantId: 'gpt-4o-mini',
      keyHint: '••••WXYZ',
      health: null,
    });
    const row = await t.db
      .selectFrom('app_settings')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.assistant_key).not.toContain(KEY);
    expect(t.deps.secretBox.open(row.assistant_key ?? '')).toBe(KEY);

    // A blank key keeps the stored one (with the same URL: a new URL needs the key again).
    const kept = await bodyAt(
      await save('general', { baseUrl: 'https://api.exemplo.com/v1', apiKey: '', assistantId: 'gpt-4.1' }),
      200,
    );
    expect(kept.settings).toMatchObject({
      keyHint: '••••WXYZ',
      assistantId: 'gpt-4.1',
      baseUrl: 'https://api.exemplo.com/v1',
    });

    const tools = await save('tools', { baseUrl: '', apiKey: 'sk-ferramentas-1234', assistantId: 'x' });
    expect((await bodyAt(tools, 200)).message).toBe(
      'Configurações do assistente de ferramentas salvas com sucesso',
    );

    // Nowhere in any answer: settings, chat, tickets, logs.
    const answers = await Promise.all(
      [
        read('general'),
        read('tools'),
        support().tickets.$get({ query: {} }),
        support().sessions.$get({ query: {} }),
        t.api(admin.cookie).me.$get(),
      ].map(async (res) => (await res).text()),
    );
    for (const text of [...answers, JSON.stringify(saved), JSON.stringify(kept)]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain('sk-ferramentas-1234');
      expect(text).not.toContain(row.assistant_key ?? 'sealed');
    }
  });

  it('removes a configured API, back to the offline assistant', async () => {
    await save('tools', { baseUrl: '', apiKey: KEY, assistantId: 'gpt-4o-mini' });
    const removed = await bodyAt(await assistantApi().$delete({ param: { assistant: 'tools' } }), 200);
    expect(removed.settings).toEqual({
      assistant: 'tools',
      baseUrl: '',
      assistantId: '',
      keyHint: null,
      health: null,
    });
    // An assistant the types do not know, on purpose.
    expect((await t.request('/api/admin/support/assistants/outro', { cookie: admin.cookie })).status).toBe(
      400,
    );
  });
});

describe('knowledge-base articles', () => {
  it('lists the seeded articles alphabetically and validates a new one in Portuguese', async () => {
    const list = await bodyAt(await support().articles.$get(), 200);
    const titles = list.articles.map((article) => article.title);
    expect(titles).toContain('Conta desconectada');
    expect(titles).toContain('Falha no proxy');
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    // The first seeded articles answered everyone before audiences existed: they still do;
    // the member area's pages (migration 0019) answer signed-in members.
    const audienceOf = (title: string) => list.articles.find((article) => article.title === title)?.audience;
    expect(audienceOf('Conta desconectada')).toBe('visitors');
    expect(audienceOf('Onde fica o Tutorial')).toBe('members');

    const empty = await support().articles.$post({
      json: { title: ' ', keywords: '', answer: '', audience: 'members' },
    });
    expect((await errorAt(empty, 400)).message).toBe('Informe o título do artigo.');
    const noAudience = await t.request('/api/admin/support/articles', {
      method: 'POST',
      cookie: admin.cookie,
      json: { title: 'x', keywords: '', answer: 'y', audience: 'todos' },
    });
    expect((await errorAt(noAudience, 400)).message).toBe('Escolha o público do artigo.');
    const missing = await support().articles[':id'].$put({
      param: { id: '00000000-0000-4000-8000-000000000000' },
      json: { title: 'x', keywords: '', answer: 'y', audience: 'subscribers' },
    });
    expect((await errorAt(missing, 404)).message).toBe('Artigo não encontrado.');
  });
});
