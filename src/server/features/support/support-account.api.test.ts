import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { formatDate } from '../../../shared/format';
import type { WebhookOutcome } from '../../../shared/payments';
import { ask, TOOLS_CHAT } from './support.test-helpers';

// Account questions answer from the asking member's own plan and payments, and from
// nobody else's; a visitor gets the general article.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A payment delivery as the webhook route stores it. */
const seedDelivery = (email: string, outcome: WebhookOutcome, detail = 'Recebido.') =>
  t.db
    .insertInto('webhook_events')
    .values({
      id: randomUUID(),
      platform: 'hotmart',
      event_key: randomUUID(),
      event_type: 'PURCHASE_APPROVED',
      transaction_id: `HP${randomUUID().slice(0, 8)}`,
      email,
      outcome,
      detail,
      payload: '{}',
      received_at: new Date(),
      processed_at: new Date(),
    })
    .execute();

const PAID = 'paguei e nao tenho acesso';

describe('account questions in the chats', () => {
  it('tells a subscriber their plan and its end date, in both chats', async () => {
    const subscriber = await t.as('subscriber');
    const end = subscriber.user?.subscription?.expires_at;
    expect(end).toBeTruthy();
    for (const path of [undefined, TOOLS_CHAT]) {
      const { status, body } = await ask(t, 'qnd vence meu plano?', { cookie: subscriber.cookie, path });
      expect(status).toBe(200);
      expect(body.response).toContain('**Mensal**');
      expect(body.response).toContain(formatDate(end as Date));
      expect(body.ticketOpened).toBe(false);
    }
  });

  it('tells a lapsed member their plan expired and how to come back', async () => {
    const lapsed = await t.as('member', { subscription: 'expired' });
    const { body } = await ask(t, 'qual meu plano', { cookie: lapsed.cookie });
    expect(body.response).toMatch(/\*\*Mensal\*\* está \*\*Expirado\*\*/);
    expect(body.response).toContain('**Renovar**');
  });

  it('says a member without a plan has none, and finds no payment for their e-mail', async () => {
    const member = await t.as('member');
    const plan = await ask(t, 'qual meu plano?', { cookie: member.cookie });
    expect(plan.body.response).toContain('ainda não tem um plano');
    const paid = await ask(t, PAID, { cookie: member.cookie });
    expect(paid.body.response).toContain(
      `Não encontrei nenhum pagamento para o e-mail **${member.user?.email}**`,
    );
    expect(paid.body.ticketOpened).toBe(false);
  });

  it('reports a payment still waiting for the worker', async () => {
    const member = await t.as('member');
    await seedDelivery(member.user?.email ?? '', 'pending');
    const { body } = await ask(t, 'meu plano aparece sem plano mas eu paguei', { cookie: member.cookie });
    expect(body.response).toContain('Hotmart');
    expect(body.response).toContain('**aguardando**');
    expect(body.ticketOpened).toBe(false);
  });

  it('opens a ticket for a payment whose product maps to no plan', async () => {
    const member = await t.as('member');
    await seedDelivery(
      member.user?.email ?? '',
      'ignored',
      'Produto 123 sem plano associado: associe-o em Produtos e planos e clique em Reprocessar.',
    );
    const { body } = await ask(t, 'ja paguei o pix e nao liberou', { cookie: member.cookie });
    expect(body.response).toContain('**produto não mapeado**');
    expect(body.ticketOpened).toBe(true);
  });

  it("never reports another person's payment, nor one for an address the asker has not confirmed", async () => {
    const owner = await t.as('member');
    await seedDelivery(owner.user?.email ?? '', 'failed');
    const stranger = await t.as('member');
    const other = await ask(t, PAID, { cookie: stranger.cookie });
    expect(other.body.response).not.toContain('Hotmart');
    expect(other.body.response).not.toContain(owner.user?.email);

    // An address whose confirmation was withdrawn (sign-in requires one): their session lives on.
    const unconfirmed = await t.as('member');
    const unconfirmedEmail = unconfirmed.user?.email ?? '';
    await seedDelivery(unconfirmedEmail, 'failed');
    await t.db
      .updateTable('profiles')
      .set({ email_verified: false })
      .where('email', '=', unconfirmedEmail)
      .execute();
    const { body } = await ask(t, PAID, { cookie: unconfirmed.cookie });
    expect(body.response).toContain('Não encontrei nenhum pagamento');
    expect(body.ticketOpened).toBe(false);
  });

  it("counts the member's own signed-in devices against the limit, and says where to end them", async () => {
    const member = await t.as('member');
    const { body } = await ask(t, 'em quantos aparelhos to logado', { cookie: member.cookie });
    expect(body.response).toContain('**1 aparelho**, de um limite de **3**');
    expect(body.response).toContain('**Sessões ativas**');
    // Another sign-in of someone else changes nothing here.
    await t.as('member');
    expect(
      (await ask(t, 'em quantos aparelhos to logado', { cookie: member.cookie })).body.response,
    ).toContain('**1 aparelho**');
  });

  it("lists the member's own open tickets with whether the team answered, and nobody else's", async () => {
    const member = await t.as('member');
    const none = await ask(t, 'meu chamado ja foi respondido?', { cookie: member.cookie });
    expect(none.body.response).toContain('Você não tem chamados abertos');

    const opened = await ask(t, 'quero falar com a equipe sobre o canva', { cookie: member.cookie });
    expect(opened.body.ticketOpened).toBe(true);
    const other = await t.as('member');
    await ask(t, 'quero falar com um atendente sobre o capcut', { cookie: other.cookie });

    const waiting = await ask(t, 'meu chamado ja foi respondido?', { cookie: member.cookie });
    expect(waiting.body.response).toContain('Você tem 1 chamado aberto');
    expect(waiting.body.response).toContain('aguardando a resposta da equipe');
    expect(waiting.body.response).not.toContain('capcut');

    await t.db
      .updateTable('support_tickets')
      .set({ status: 'answered' })
      .where('id', '=', opened.body.ticketId)
      .execute();
    const answered = await ask(t, 'tenho chamado aberto?', { cookie: member.cookie });
    expect(answered.body.response).toContain('**respondido**');
  });

  it('gives a visitor the general article, with no account facts', async () => {
    const { body } = await ask(t, PAID);
    expect(body.response).toContain('**Sem Plano**');
    expect(body.response).not.toMatch(/Não encontrei|Recebemos o aviso/);
  });
});
