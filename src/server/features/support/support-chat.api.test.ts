import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt } from '../../../../test/typed-body';
import { MESSAGES } from '../../platform/http/app-error';
import { parseTicketChat } from './data/tickets';
import { ask, newChatId, TOOLS_CHAT } from './support.test-helpers';

let t: TestApp;
let member: Caller;
let subscriber: Caller;
let admin: Caller;
beforeAll(async () => {
  // One member opens many tickets and asks many questions here; the open-ticket cap and the
  // member's chat limits have their own tests (support-tickets, support-chat-limits).
  t = await createTestApp({
    CHAT_LIMIT_PER_IP: '4',
    CHAT_LIMIT_PER_MEMBER_PER_MINUTE: '1000',
    SUPPORT_PHONE: '+55 11 98888-7777',
    SUPPORT_OPEN_TICKETS_PER_MEMBER: '50',
  });
  [member, subscriber, admin] = await Promise.all([t.as('member'), t.as('subscriber'), t.as('admin')]);
});
afterAll(() => t.close());

const rowsOf = (chatId: string) =>
  t.db
    .selectFrom('support_conversations')
    .selectAll()
    .where('session_id', '=', chatId)
    .orderBy('created_at')
    .execute();
const ticketsOf = (chatId: string) =>
  t.db.selectFrom('support_tickets').selectAll().where('session_id', '=', chatId).execute();
const chatRow = (chatId: string) =>
  t.db.selectFrom('support_sessions').selectAll().where('session_id', '=', chatId).executeTakeFirst();

describe('the general chat', () => {
  it('answers a member from the knowledge base and logs the question and answer with the chat id', async () => {
    const { status, body, chatId } = await ask(t, 'esqueci minha senha', { cookie: member.cookie });
    expect(status).toBe(200);
    expect(body.response).toContain('**Esqueci minha senha**');
    expect(body.ticketOpened).toBe(false);
    const [row] = await rowsOf(chatId);
    expect(row).toMatchObject({
      session_id: chatId,
      user_id: member.user?.id,
      assistant: 'general',
      user_message: 'esqueci minha senha',
      assistant_message: body.response,
      has_ticket: false,
    });
    expect(await chatRow(chatId)).toMatchObject({
      message_count: 1,
      first_message: 'esqueci minha senha',
    });
  });

  it('trims the question before answering and storing it', async () => {
    const { body, chatId } = await ask(t, '   qual o zap de vcs?  \n', { cookie: member.cookie });
    expect(body.response).toContain('+55 11 98888-7777');
    expect((await rowsOf(chatId))[0]?.user_message).toBe('qual o zap de vcs?');
  });

  it('opens one pending ticket with a copy of the chat when the member asks for a person', async () => {
    const chatId = newChatId();
    await ask(t, 'minha conta caiu, tive que logar de novo', { cookie: member.cookie, chatId });
    const handoff = await ask(t, 'Quero falar com um atendente.', { cookie: member.cookie, chatId });
    expect(handoff.body.ticketOpened).toBe(true);
    expect(handoff.body.response).toContain('Abri um chamado');

    const [ticket] = await ticketsOf(chatId);
    expect(ticket).toMatchObject({ status: 'pending', user_id: member.user?.id, resolved_at: null });
    expect(parseTicketChat(ticket?.conversation ?? '').map((entry) => entry.user_message)).toEqual([
      'minha conta caiu, tive que logar de novo',
      'Quero falar com um atendente.',
    ]);
    expect((await rowsOf(chatId)).map((row) => row.has_ticket)).toEqual([true, true]);
    expect((await chatRow(chatId))?.has_ticket).toBe(true);

    // Later messages join the same pending ticket instead of opening another.
    await ask(t, 'Ainda estou aguardando, é urgente', { cookie: member.cookie, chatId });
    await ask(t, 'humano por favor', { cookie: member.cookie, chatId });
    const tickets = await ticketsOf(chatId);
    expect(tickets).toHaveLength(1);
    expect(parseTicketChat(tickets[0]?.conversation ?? '')).toHaveLength(4);
    expect((await rowsOf(chatId)).every((row) => row.has_ticket)).toBe(true);
  });

  it('offers topics as choices for a question no article answers, then opens a ticket if still unanswered', async () => {
    const first = await ask(t, 'qual a capital da franca?', { cookie: member.cookie });
    expect(first.body.response).toMatch(/^Não sei se entendi bem/);
    expect(first.body.ticketOpened).toBe(false);
    expect(first.body.choices).toEqual(['Código de verificação', 'Conta desconectada', 'Falar com a equipe']);
    expect(await ticketsOf(first.chatId)).toHaveLength(0);

    const again = await ask(t, 'e a da italia?', {
      cookie: member.cookie,
      chatId: first.chatId,
      history: [
        { role: 'user', content: 'qual a capital da franca?' },
        { role: 'assistant', content: first.body.response },
      ],
    });
    expect(again.body.response).toMatch(/^Não sei responder/);
    expect(again.body.ticketOpened).toBe(true);
    expect(await ticketsOf(first.chatId)).toHaveLength(1);
  });

  it('says what it understood and offers the likeliest topics when none is close', async () => {
    const { body } = await ask(t, 'o plano da minha tia e esquisito', { cookie: member.cookie });
    expect(body.response).toContain('"plano"');
    expect(body.choices).toContain('Planos e preços');
    expect(body.choices?.at(-1)).toBe('Falar com a equipe');
    expect(body.choices?.length).toBeGreaterThanOrEqual(2);
  });

  it('answers each question of a message that asks two', async () => {
    const { body } = await ask(t, 'tem reembolso? e quanto custa o plano anual', { cookie: member.cookie });
    expect(body.response).toContain('**Garantia e reembolso**');
    expect(body.response).toContain('**Planos e preços**');
    expect(body.ticketOpened).toBe(false);
  });

  it('points a visitor to WhatsApp instead of opening a ticket nobody could answer', async () => {
    const unknown = await ask(t, 'me conta uma piada');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ ticketOpened: false });
    expect(unknown.body.choices).toContain('Falar com a equipe');
    const handoff = await ask(t, 'quero falar com um humano', { chatId: unknown.chatId });
    expect(handoff.body.response).toContain('WhatsApp');
    expect(await ticketsOf(unknown.chatId)).toHaveLength(0);
    const rows = await rowsOf(unknown.chatId);
    expect(rows.map((row) => [row.user_id, row.has_ticket])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it('limits visitors per IP (the landing widget); signed-in members are not counted per IP', async () => {
    const limited = await createTestApp({ CHAT_LIMIT_PER_IP: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await ask(limited, 'quanto custa?')).status).toBe(200);
      const refused = await ask(limited, 'quanto custa?');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(MESSAGES.rateLimited);
      const someone = await limited.as('member');
      for (let i = 0; i < 4; i++)
        expect((await ask(limited, 'quanto custa?', { cookie: someone.cookie })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("refuses to continue someone else's chat", async () => {
    const { chatId } = await ask(t, 'oi', { cookie: member.cookie });
    const stranger = await ask(t, 'quero ver essa conversa', { cookie: subscriber.cookie, chatId });
    expect(stranger.status).toBe(409);
    expectPortugueseError(stranger.body);
    const asVisitor = await ask(t, 'e eu?', { chatId });
    expect(asVisitor.status).toBe(409);
    expect(await rowsOf(chatId)).toHaveLength(1);
  });
});

describe('the tools chat', () => {
  it('answers a subscriber and an admin, logged as the tools assistant', async () => {
    for (const caller of [subscriber, admin]) {
      const { status, body, chatId } = await ask(t, 'onde gero o codigo?', {
        cookie: caller.cookie,
        path: TOOLS_CHAT,
      });
      expect(status).toBe(200);
      expect(body.response).toContain('**Gerar código**');
      expect((await rowsOf(chatId))[0]?.assistant).toBe('tools');
    }
  });

  it('answers 403 without an active subscription, and logs nothing', async () => {
    const expired = await t.as('expired');
    for (const caller of [member, expired]) {
      const { status, body, chatId } = await ask(t, 'onde gero o codigo?', {
        cookie: caller.cookie,
        path: TOOLS_CHAT,
      });
      expect(status).toBe(403);
      expect(body.message).toBe(MESSAGES.subscriptionRequired);
      expect(await rowsOf(chatId)).toHaveLength(0);
    }
    expect((await ask(t, 'onde gero o codigo?', { path: TOOLS_CHAT })).status).toBe(401);
  });

  it('keeps a chat with the assistant it started with', async () => {
    const { chatId } = await ask(t, 'oi', { cookie: subscriber.cookie });
    const moved = await ask(t, 'oi de novo', { cookie: subscriber.cookie, chatId, path: TOOLS_CHAT });
    expect(moved.status).toBe(409);
  });
});

describe('the knowledge base is data', () => {
  const articles = () => t.api(admin.cookie).admin.support.articles;
  const question = 'tem cupom de black friday?';

  it('answers from an article as soon as an admin adds it, and stops once it is removed', async () => {
    expect((await ask(t, question, { cookie: member.cookie })).body.response).toMatch(/^Não sei/);

    const created = await articles().$post({
      json: {
        title: 'Cupom de desconto',
        keywords: 'cupom, black friday, desconto',
        answer: 'Use o cupom **HUB10**.',
        audience: 'members',
      },
    });
    const { article } = await bodyAt(created, 201);
    expect((await ask(t, question, { cookie: member.cookie })).body.response).toBe('Use o cupom **HUB10**.');

    const edited = await articles()[':id'].$put({
      param: { id: article.id },
      json: {
        title: 'Cupom de desconto',
        keywords: 'cupom, black friday',
        answer: 'Cupons só em novembro.',
        audience: 'members',
      },
    });
    expect(edited.status).toBe(200);
    expect((await ask(t, question, { cookie: member.cookie })).body.response).toBe('Cupons só em novembro.');

    expect((await articles()[':id'].$delete({ param: { id: article.id } })).status).toBe(200);
    expect((await ask(t, question, { cookie: member.cookie })).body.response).toMatch(/^Não sei/);
  });

  it('returns a reply with markup verbatim, as JSON text (the chat renders it as text)', async () => {
    const hostile = 'Veja <img src=x onerror=alert(1)> **<script>alert(2)</script>**';
    await articles().$post({
      json: {
        title: 'Teste de marcação',
        keywords: 'marcacao perigosa xyzzy',
        answer: hostile,
        audience: 'members',
      },
    });
    const res = await t.api(member.cookie).support.chat.$post({
      json: { sessionId: newChatId(), messages: [{ role: 'user', content: 'marcacao perigosa xyzzy' }] },
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await bodyAt(res, 200)).response).toBe(hostile);
  });
});
