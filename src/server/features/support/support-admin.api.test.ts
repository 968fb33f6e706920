import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { FILL_ALL_FIELDS } from '../../../shared/schemas/support';
import { ask, newSessionId, seedTicket } from './support.test-helpers';

let t: TestApp;
let admin: Caller;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([t.as('admin'), t.as('member', { fullName: 'Maria Membro' })]);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.request(path, { cookie: admin.cookie });
  return { status: res.status, body: await res.json() };
};
const send = async (method: string, path: string, json?: unknown) => {
  const res = await t.request(path, { method, cookie: admin.cookie, json });
  return { status: res.status, body: await res.json() };
};

describe('tickets (SPEC §2 Tickets de Suporte)', () => {
  it('lists pages of 10, newest first, with the member and a preview cut at 100 characters', async () => {
    const long = `Minha ferramenta não abre ${'e continua travando '.repeat(10)}`;
    const sessionId = newSessionId();
    await ask(t, long, { cookie: member.cookie, sessionId });
    await ask(t, 'quero falar com um atendente', { cookie: member.cookie, sessionId });
    for (let i = 0; i < 11; i++) await seedTicket(t);

    const first = await get('/api/admin/support/tickets');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, total: 12, pageCount: 2 });
    expect(first.body.items).toHaveLength(10);
    const second = await get('/api/admin/support/tickets?page=2');
    expect(second.body.items).toHaveLength(2);
    const all = [...first.body.items, ...second.body.items];
    const dates = all.map((ticket: { createdAt: string }) => ticket.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const mine = all.find((ticket: { sessionId: string }) => ticket.sessionId === sessionId);
    expect(mine).toMatchObject({ status: 'pending', resolvedAt: null, member: { fullName: 'Maria Membro' } });
    expect(mine.preview).toBe(`${long.slice(0, 100).trimEnd()}...`);
    expect(mine).not.toHaveProperty('conversation');

    const detail = await get(`/api/admin/support/tickets/${mine.id}`);
    expect(
      detail.body.ticket.conversation.map((entry: { userMessage: string }) => entry.userMessage),
    ).toEqual([long.trim(), 'quero falar com um atendente']);
  });

  it('resolves a pending ticket once, stamping resolved_at', async () => {
    const id = await seedTicket(t);
    const resolved = await send('POST', `/api/admin/support/tickets/${id}/resolve`);
    expect(resolved.status).toBe(200);
    expect(resolved.body.message).toBe('Ticket marcado como resolvido.');
    expect(resolved.body.ticket.status).toBe('resolved');
    const row = await t.db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row?.status).toBe('resolved');
    expect(row?.resolved_at).toBeInstanceOf(Date);

    const again = await send('POST', `/api/admin/support/tickets/${id}/resolve`);
    expect(again.status).toBe(409);
    expectPortugueseError(again.body);
  });

  it.each([
    ['an unknown ticket', '00000000-0000-4000-8000-000000000000', 404],
    ['a malformed id', 'abc', 400],
  ])('answers %s in Portuguese', async (_, id, status) => {
    for (const path of [`/api/admin/support/tickets/${id}`, `/api/admin/support/tickets/${id}/resolve`]) {
      const res = path.endsWith('resolve') ? await send('POST', path) : await get(path);
      expect(res.status).toBe(status);
      expectPortugueseError(res.body);
    }
  });

  it('rejects a page that is not a positive number', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const res = await get(`/api/admin/support/tickets?page=${page}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Página inválida.');
    }
  });
});

describe('conversation logs (SPEC §2 Logs do Suporte)', () => {
  it('shows one card per session, the latest active first, and the whole session oldest first', async () => {
    const older = newSessionId();
    const newer = newSessionId();
    await ask(t, 'como instalar no linux', { sessionId: older });
    await ask(t, 'esqueci minha senha', { cookie: member.cookie, sessionId: newer });
    await ask(t, 'obrigado!', { cookie: member.cookie, sessionId: newer });
    await ask(t, 'e no mac?', { cookie: member.cookie, sessionId: newer });

    const list = await get('/api/admin/support/sessions');
    expect(list.status).toBe(200);
    const ids = list.body.items.map((session: { sessionId: string }) => session.sessionId);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.filter((id: string) => id === newer)).toHaveLength(1);
    const card = list.body.items.find((session: { sessionId: string }) => session.sessionId === newer);
    expect(card).toMatchObject({
      assistant: 'general',
      messageCount: 3,
      preview: 'esqueci minha senha',
      hasTicket: false,
      member: { email: member.user?.email },
    });
    expect(list.body.items.find((s: { sessionId: string }) => s.sessionId === older).member).toBeNull();

    const detail = await get(`/api/admin/support/sessions/${newer}`);
    expect(
      detail.body.session.conversation.map((entry: { userMessage: string }) => entry.userMessage),
    ).toEqual(['esqueci minha senha', 'obrigado!', 'e no mac?']);
    expect((await get(`/api/admin/support/sessions/${newSessionId()}`)).status).toBe(404);
    expect((await get('/api/admin/support/sessions/nao-e-sessao')).status).toBe(400);
  });
});

describe('assistant settings (SPEC §5, DECISIONS security 3)', () => {
  const path = (assistant: string) => `/api/admin/support/assistants/${assistant}`;
  const KEY = 'sk-proj-segredo-muito-secreto-WXYZ';

  it('reads as empty before anything is saved, with no error', async () => {
    const res = await get(path('tools'));
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual({ assistant: 'tools', baseUrl: '', assistantId: '', keyHint: null });
  });

  it('requires both fields: the key (unless one is stored) and the id', async () => {
    for (const body of [
      { baseUrl: '', apiKey: '', assistantId: 'gpt-4o-mini' },
      { baseUrl: '', apiKey: KEY, assistantId: '   ' },
    ]) {
      const res = await send('PUT', path('tools'), body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(FILL_ALL_FIELDS);
    }
    const badUrl = await send('PUT', path('tools'), { baseUrl: 'ftp://x', apiKey: KEY, assistantId: 'm' });
    expect(badUrl.body.message).toBe('Informe uma URL válida (https://…).');
  });

  it('stores the key sealed, shows only its last 4 characters, and never returns it', async () => {
    const saved = await send('PUT', path('general'), {
      baseUrl: '  https://api.exemplo.com/v1  ',
      apiKey: `  ${KEY}  `,
      assistantId: '  gpt-4o-mini ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Configurações do assistente salvas com sucesso');
    expect(saved.body.settings).toEqual({
      assistant: 'general',
      baseUrl: 'https://api.exemplo.com/v1',
      assistantId: 'gpt-4o-mini',
      keyHint: '••••WXYZ',
    });
    const row = await t.db
      .selectFrom('app_settings')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.assistant_key).not.toContain(KEY);
    expect(t.deps.secretBox.open(row.assistant_key ?? '')).toBe(KEY);

    // A blank key keeps the stored one.
    const kept = await send('PUT', path('general'), { baseUrl: '', apiKey: '', assistantId: 'gpt-4.1' });
    expect(kept.body.settings).toMatchObject({ keyHint: '••••WXYZ', assistantId: 'gpt-4.1', baseUrl: '' });

    const tools = await send('PUT', path('tools'), {
      baseUrl: '',
      apiKey: 'sk-ferramentas-1234',
      assistantId: 'x',
    });
    expect(tools.body.message).toBe('Configurações do assistente de ferramentas salvas com sucesso');

    // Nowhere in any answer: settings, chat, tickets, logs.
    const paths = [
      path('general'),
      path('tools'),
      '/api/admin/support/tickets',
      '/api/admin/support/sessions',
      '/api/me',
    ];
    const answers = await Promise.all(
      paths.map(async (p) => (await t.request(p, { cookie: admin.cookie })).text()),
    );
    for (const text of [...answers, JSON.stringify(saved.body), JSON.stringify(kept.body)]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain('sk-ferramentas-1234');
      expect(text).not.toContain(row.assistant_key ?? 'sealed');
    }
  });

  it('removes a configured API, back to the offline assistant', async () => {
    await send('PUT', path('tools'), { baseUrl: '', apiKey: KEY, assistantId: 'gpt-4o-mini' });
    const removed = await send('DELETE', path('tools'));
    expect(removed.status).toBe(200);
    expect(removed.body.settings).toEqual({
      assistant: 'tools',
      baseUrl: '',
      assistantId: '',
      keyHint: null,
    });
    expect((await get(path('outro'))).status).toBe(400);
  });
});

describe('knowledge-base articles', () => {
  it('lists the seeded articles alphabetically and validates a new one in Portuguese', async () => {
    const list = await get('/api/admin/support/articles');
    const titles = list.body.articles.map((article: { title: string }) => article.title);
    expect(titles).toContain('Conta desconectada');
    expect(titles).toContain('Falha no proxy');
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));

    const empty = await send('POST', '/api/admin/support/articles', { title: ' ', keywords: '', answer: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Informe o título do artigo.');
    const missing = await send('PUT', '/api/admin/support/articles/00000000-0000-4000-8000-000000000000', {
      title: 'x',
      keywords: '',
      answer: 'y',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Artigo não encontrado.');
  });
});
