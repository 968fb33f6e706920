import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { TICKET_REPLY_MAX } from '../../../shared/schemas/support-tickets';
import { shortTicketId } from '../../../shared/support-chat';
import { MESSAGES } from '../../platform/http/app-error';
import { REPLIES, replyContextOf } from './assistant/replies';
import { ask, newChatId, seedTicket, TOOLS_CHAT } from './support.test-helpers';

// Tickets with replies, the current chat restored, and the cap on open tickets
// (docs/product.md#support-chats-and-tickets).

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  // A cap of 2 keeps the cap's test short; the default (3) is env.ts's.
  t = await createTestApp({ SUPPORT_OPEN_TICKETS_PER_MEMBER: '2' });
  admin = await t.as('admin', { fullName: 'Ana Admin' });
});
afterAll(() => t.close());

const adminTickets = () => t.api(admin.cookie).admin.support.tickets;
const reply = (id: string, body: string) =>
  adminTickets()[':id'].replies.$post({ param: { id }, json: { body } });
const resolve = (id: string) => adminTickets()[':id'].resolve.$post({ param: { id } });
const adminTicket = (id: string) => adminTickets()[':id'].$get({ param: { id } });
const pendingCount = async () => (await bodyAt(await adminTickets()['pending-count'].$get(), 200)).pending;
const mine = (who: Caller) => t.api(who.cookie).support.tickets;
const replyBack = (who: Caller, id: string, body: string) =>
  mine(who)[':id'].messages.$post({ param: { id }, json: { body } });
const statusOf = async (id: string) =>
  (await t.db.selectFrom('support_tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

/** A member asks for a person in a fresh chat; returns the ticket it opened. */
async function openTicket(who: Caller, question = 'Quero falar com um atendente.') {
  const { body, chatId } = await ask(t, question, { cookie: who.cookie });
  expect(body.ticketOpened).toBe(true);
  const row = await t.db
    .selectFrom('support_tickets')
    .select('id')
    .where('session_id', '=', chatId)
    .executeTakeFirstOrThrow();
  return { id: row.id, chatId };
}

const mailsTo = (email: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body', 'action_url', 'sent_at'])
    .where('recipient', '=', email)
    .execute();

const auditOf = (action: string) =>
  t.db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', action as never)
    .execute();

describe('an admin replies; the member reads it and replies back', () => {
  it('goes Pendente → Respondido → Pendente → Resolvido, mails the member and audits each admin write', async () => {
    const member = await t.as('member', { fullName: 'Bia Membro' });
    const email = member.user?.email ?? '';
    const { id } = await openTicket(member);
    const pendingBefore = await pendingCount();

    const replied = await bodyAt(
      await reply(id, '  Oi Bia! Já liberei o seu acesso.\nTente de novo.  '),
      201,
    );
    expect(replied.message).toBe('Resposta enviada. O membro recebe um email e a vê em Meus chamados.');
    expect(replied.ticket).toMatchObject({ id, status: 'answered' });
    expect(replied.ticket.replies).toEqual([
      expect.objectContaining({
        author: 'admin',
        authorName: 'Ana Admin',
        body: 'Oi Bia! Já liberei o seu acesso.\nTente de novo.',
      }),
    ]);
    expect(await pendingCount()).toBe(pendingBefore - 1);

    // Queued in the request's transaction, sent later by the worker (never inside the request).
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      subject: `Resposta ao seu chamado #${shortTicketId(id)}`,
      action_url: `http://localhost:3000/suporte?chamado=${id}`,
      sent_at: null,
    });
    expect(mail?.text_body).toContain('Olá, Bia Membro!');
    expect(mail?.text_body).toContain('Já liberei o seu acesso.');
    // The HTML reads as paragraphs (the reply's lines kept), the link a button.
    expect(mail?.html_body).toContain('<p>Oi Bia! Já liberei o seu acesso.<br>Tente de novo.</p>');
    expect(mail?.html_body).toMatch(
      /<a href="[^"]+chamado=[^"]+" style="display:inline-block;[^"]*">Ver meus chamados<\/a>/,
    );
    expect(mail?.text_body).toContain('Meus chamados');

    const [repliedAudit] = (await auditOf('ticket.replied')).filter(
      (row) => row.target_user_id === member.user?.id,
    );
    expect(repliedAudit).toMatchObject({ actor_id: admin.user?.id, target_email: email });
    expect(JSON.parse(repliedAudit?.after ?? '{}')).toEqual({ ticket: id, ticketStatus: 'answered' });

    // The member's list and replies: the team is "Equipe de suporte", never the admin's name.
    const list = await bodyAt(await mine(member).$get({ query: {} }), 200);
    expect(list.items).toEqual([
      expect.objectContaining({ id, status: 'answered', preview: 'Quero falar com um atendente.' }),
    ]);
    const detail = await bodyAt(await mine(member)[':id'].$get({ param: { id } }), 200);
    expect(detail.ticket.chatMessages[0]?.userMessage).toBe('Quero falar com um atendente.');
    expect(detail.ticket.replies.map((m) => [m.authorName, m.body])).toEqual([
      ['Equipe de suporte', 'Oi Bia! Já liberei o seu acesso.\nTente de novo.'],
    ]);
    expect(JSON.stringify(detail)).not.toContain('Ana Admin');

    const repliedBack = await bodyAt(await replyBack(member, id, 'Funcionou, obrigada!'), 201);
    expect(repliedBack.ticket.status).toBe('pending');
    expect(repliedBack.ticket.replies.map((m) => m.authorName)).toEqual(['Equipe de suporte', 'Você']);
    expect(await pendingCount()).toBe(pendingBefore);
    const seenByAdmin = await bodyAt(await adminTicket(id), 200);
    expect(seenByAdmin.ticket.replies.map((m) => [m.author, m.authorName])).toEqual([
      ['admin', 'Ana Admin'],
      ['member', 'Bia Membro'],
    ]);

    expect((await bodyAt(await resolve(id), 200)).ticket.status).toBe('resolved');
    const [resolvedAudit] = (await auditOf('ticket.resolved')).filter(
      (row) => row.target_user_id === member.user?.id,
    );
    expect(JSON.parse(resolvedAudit?.before ?? '{}')).toEqual({ ticket: id, ticketStatus: 'pending' });

    // A resolved ticket takes no more replies, from either side; nothing was written.
    expect((await errorAt(await replyBack(member, id, 'Mais uma coisa'), 409)).message).toMatch(
      /já foi resolvido/,
    );
    expect((await errorAt(await reply(id, 'Mais uma coisa'), 409)).message).toBe(
      'Este ticket já foi resolvido.',
    );
    expect(await statusOf(id)).toBe('resolved');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('resolves a ticket that was answered', async () => {
    const member = await t.as('member');
    const { id } = await openTicket(member);
    await bodyAt(await reply(id, 'Resolvido do nosso lado.'), 201);
    expect((await bodyAt(await resolve(id), 200)).ticket.status).toBe('resolved');
    expect((await bodyAt(await mine(member)[':id'].$get({ param: { id } }), 200)).ticket.status).toBe(
      'resolved',
    );
  });

  it("counts the member's own answered tickets, for the member menu, and no one else's", async () => {
    const member = await t.as('member');
    const other = await t.as('member');
    const answeredCount = async (who: Caller) =>
      (await bodyAt(await mine(who)['answered-count'].$get(), 200)).answered;
    const { id } = await openTicket(member);
    expect(await answeredCount(member)).toBe(0);
    await bodyAt(await reply(id, 'Já verificamos o seu acesso.'), 201);
    expect(await answeredCount(member)).toBe(1);
    expect(await answeredCount(other)).toBe(0);
    await bodyAt(await resolve(id), 200);
    expect(await answeredCount(member)).toBe(0);
  });

  it('puts an answered ticket back to pending when the member asks for a person again in its chat', async () => {
    const member = await t.as('member');
    const { id, chatId } = await openTicket(member);
    await bodyAt(await reply(id, 'Pode me dar mais detalhes?'), 201);
    await ask(t, 'Quero falar com um atendente de novo', { cookie: member.cookie, chatId });
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses to reply to a ticket a visitor opened (nobody to mail), and queues nothing', async () => {
    const id = await seedTicket(t);
    const refused = await errorAt(await reply(id, 'Olá'), 409);
    expect(refused.message).toBe('Este ticket foi aberto por um visitante: não há a quem responder.');
    expect(await statusOf(id)).toBe('pending');
  });
});

describe('ownership: a member reads and replies only on their own tickets', () => {
  it("answers 404 for someone else's ticket, exactly as for a missing one, and writes nothing", async () => {
    const [owner, stranger] = await Promise.all([t.as('member'), t.as('subscriber')]);
    const { id } = await openTicket(owner);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const ticketId of [id, missing]) {
      expect(
        (await errorAt(await mine(stranger)[':id'].$get({ param: { id: ticketId } }), 404)).message,
      ).toBe(MESSAGES.notFound);
      expect((await errorAt(await replyBack(stranger, ticketId, 'Oi'), 404)).message).toBe(MESSAGES.notFound);
    }
    expect((await bodyAt(await mine(stranger).$get({ query: {} }), 200)).items).toEqual([]);
    const replies = await t.db
      .selectFrom('support_ticket_messages')
      .select('id')
      .where('ticket_id', '=', id)
      .execute();
    expect(replies).toEqual([]);
    // Not even an admin replies as a member on someone else's ticket.
    expect((await replyBack(admin, id, 'Oi')).status).toBe(404);
  });
});

describe('validation (pt-BR)', () => {
  it('refuses an empty, blank or too long reply, from the admin and from the member', async () => {
    const member = await t.as('member');
    const { id } = await openTicket(member);
    const tooLong = 'a'.repeat(TICKET_REPLY_MAX + 1);
    for (const send of [(m: string) => reply(id, m), (m: string) => replyBack(member, id, m)]) {
      for (const text of ['', '   \n ']) {
        const body = await errorAt(await send(text), 400);
        expect(body.issues).toEqual([{ path: 'body', message: 'Escreva a sua resposta.' }]);
      }
      const long = await errorAt(await send(tooLong), 400);
      expectPortugueseError(long);
      expect(long.issues?.[0]?.message).toBe(`A resposta deve ter no máximo ${TICKET_REPLY_MAX} caracteres.`);
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses a malformed ticket id with 400 and an unknown one with 404', async () => {
    expectPortugueseError(await errorAt(await reply('abc', 'Oi'), 400));
    expectPortugueseError(await errorAt(await reply('00000000-0000-4000-8000-000000000000', 'Oi'), 404));
    const member = await t.as('member');
    expect((await errorAt(await mine(member)[':id'].$get({ param: { id: 'abc' } }), 400)).message).toBe(
      'Chamado inválido.',
    );
  });
});

describe('the open-ticket cap (SUPPORT_OPEN_TICKETS_PER_MEMBER, 2 here)', () => {
  it('opens no third ticket, says so, and opens again once one is resolved', async () => {
    const member = await t.as('member');
    const first = await openTicket(member);
    const second = await openTicket(member, 'Preciso falar com uma pessoa, por favor.');
    await bodyAt(await reply(second.id, 'Estamos vendo.'), 201); // answered still counts as open

    const capped = await ask(t, 'Quero falar com um atendente.', { cookie: member.cookie });
    // It points to the latest open ticket, and to WhatsApp.
    expect(capped.body).toEqual({
      response: REPLIES.ticketCapReached(2, replyContextOf(t.deps.env)),
      ticketOpened: false,
      ticketId: second.id,
    });
    expect(capped.body.response).toContain('WhatsApp');
    expect(capped.body.response).toContain('Meus chamados');
    const count = async () =>
      (await bodyAt(await mine(member).$get({ query: {} }), 200)).items.filter((x) => x.status !== 'resolved')
        .length;
    expect(await count()).toBe(2);

    // A chat that already has an open ticket still adds to it.
    const again = await ask(t, 'Quero falar com um atendente', {
      cookie: member.cookie,
      chatId: first.chatId,
    });
    expect(again.body.ticketOpened).toBe(true);

    await bodyAt(await resolve(first.id), 200);
    const reopened = await ask(t, 'Quero falar com um atendente.', { cookie: member.cookie });
    expect(reopened.body.ticketOpened).toBe(true);
    expect(await count()).toBe(2);
  });
});

describe('the current chat', () => {
  it("returns the member's latest chat with each assistant, oldest message first, and no one else's", async () => {
    const [member, subscriber] = await Promise.all([t.as('member'), t.as('subscriber')]);
    const current = (who: Caller) => t.api(who.cookie).support.chat.current.$get();
    expect(await bodyAt(await current(member), 200)).toEqual({ sessionId: null, messages: [] });

    const older = newChatId();
    await ask(t, 'esqueci minha senha', { cookie: member.cookie, chatId: older });
    const chatId = newChatId();
    const first = await ask(t, 'como instalo a extensão?', { cookie: member.cookie, chatId });
    const second = await ask(t, 'obrigado!', { cookie: member.cookie, chatId });
    const restored = await bodyAt(await current(member), 200);
    expect(restored.sessionId).toBe(chatId);
    expect(restored.messages.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'como instalo a extensão?' },
      { role: 'assistant', content: first.body.response },
      { role: 'user', content: 'obrigado!' },
      { role: 'assistant', content: second.body.response },
    ]);
    expect(restored.messages.every((message) => !Number.isNaN(Date.parse(message.createdAt)))).toBe(true);
    expect(await bodyAt(await current(subscriber), 200)).toEqual({ sessionId: null, messages: [] });

    // The tools chat is a chat of its own.
    const tools = newChatId();
    await ask(t, 'como gero o código?', { cookie: subscriber.cookie, chatId: tools, path: TOOLS_CHAT });
    const toolsCurrent = await bodyAt(await t.api(subscriber.cookie).support.tools.chat.current.$get(), 200);
    expect(toolsCurrent.sessionId).toBe(tools);
    expect(await bodyAt(await current(subscriber), 200)).toEqual({ sessionId: null, messages: [] });
  });
});

describe('the helpdesk list', () => {
  const list = async (query: Record<string, string>) =>
    (await bodyAt(await adminTickets().$get({ query }), 200)).items;

  it('titles a ticket with what the member needed, and lets the admin change it', async () => {
    const member = await t.as('member', { fullName: 'Caio Assunto' });
    const first = await ask(t, 'o codigo do canva nao chega no email', { cookie: member.cookie });
    const handoff = await ask(t, 'Quero falar com a equipe.', {
      cookie: member.cookie,
      chatId: first.chatId,
      history: [
        { role: 'user', content: 'o codigo do canva nao chega no email' },
        { role: 'assistant', content: first.body.response },
      ],
    });
    const id = handoff.body.ticketId as string;
    expect((await bodyAt(await adminTicket(id), 200)).ticket.subject).toBe(
      'o codigo do canva nao chega no email',
    );

    const renamed = await adminTickets()[':id'].subject.$put({
      param: { id },
      json: { subject: 'Código do Canva não chega' },
    });
    expect((await bodyAt(renamed, 200)).ticket.subject).toBe('Código do Canva não chega');
    const blank = await adminTickets()[':id'].subject.$put({ param: { id }, json: { subject: '  ' } });
    expect(blank.status).toBe(400);
  });

  it('tells Novo from Aguardando equipe, filters by stage, age and words, and lists the longest waiting first', async () => {
    const marker = `zz${Date.now().toString(36)}`;
    const member = await t.as('member', { fullName: `Dora ${marker}` });
    const older = await openTicket(member, `Quero falar com um atendente sobre ${marker} antigo`);
    const newer = await openTicket(member, `Quero falar com um atendente sobre ${marker} novo`);
    // The team answered the older one and the member wrote back: it waits for the team.
    await bodyAt(await reply(older.id, 'Pode mandar um print?'), 201);
    expect((await replyBack(member, older.id, 'Mandei.')).status).toBe(201);
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    await t.db
      .updateTable('support_tickets')
      .set({ updated_at: days(5) })
      .where('id', '=', older.id)
      .execute();
    await t.db
      .updateTable('support_tickets')
      .set({ updated_at: days(2) })
      .where('id', '=', newer.id)
      .execute();

    const mine = await list({ q: marker });
    expect(mine.map((ticket) => [ticket.id, ticket.stage])).toEqual([
      [older.id, 'waiting'],
      [newer.id, 'new'],
    ]);
    expect((await list({ q: marker, stage: 'waiting' })).map((x) => x.id)).toEqual([older.id]);
    expect((await list({ q: marker, stage: 'new' })).map((x) => x.id)).toEqual([newer.id]);
    expect((await list({ q: marker, age: '3' })).map((x) => x.id)).toEqual([older.id]);
    // By the member's e-mail too, whatever its case.
    const email = member.user?.email ?? '';
    expect((await list({ q: email.toUpperCase() })).map((x) => x.id)).toEqual([older.id, newer.id]);
    expect(await list({ q: `${marker}-nada` })).toEqual([]);

    const bad = await adminTickets().$get({ query: { stage: 'aberto' } as never });
    expect(bad.status).toBe(400);
    expectPortugueseError(await bad.json());
  });
});

describe('internal notes', () => {
  it('keeps an admin note on the ticket, audited, that the member never sees and that answers nothing', async () => {
    const member = await t.as('member');
    const { id } = await openTicket(member);
    const noted = await adminTickets()[':id'].notes.$post({
      param: { id },
      json: { body: 'Cliente antigo: conferir o pagamento na Hotmart.' },
    });
    const { ticket } = await bodyAt(noted, 201);
    expect(ticket.replies).toEqual([
      expect.objectContaining({ internal: true, body: 'Cliente antigo: conferir o pagamento na Hotmart.' }),
    ]);
    // Still new for the helpdesk (a note is no reply), nothing mailed, and the member sees no note.
    expect(ticket.stage).toBe('new');
    expect(await mailsTo(member.user?.email ?? '')).toEqual([]);
    const theirs = await bodyAt(await mine(member)[':id'].$get({ param: { id } }), 200);
    expect(theirs.ticket.replies).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Hotmart');
    expect((await auditOf('ticket.noted')).some((row) => String(row.after).includes(id))).toBe(true);
  });
});
