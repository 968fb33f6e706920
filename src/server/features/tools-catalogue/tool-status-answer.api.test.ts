import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createChatId } from '../../../shared/support-chat';
import { addTool } from '../../seed/tool-factories';

let t: TestApp;
let subscriber: string | undefined;
beforeAll(async () => {
  t = await createTestApp();
  subscriber = (await t.as('subscriber')).cookie;
});
afterAll(() => t.close());

let chats = Date.now();
/** One question in a fresh chat of /suporte, as the member's browser sends it. */
async function ask(content: string) {
  const res = await t.request('/api/support/chat', {
    method: 'POST',
    cookie: subscriber,
    json: { sessionId: createChatId(chats++), messages: [{ role: 'user', content }] },
  });
  return { status: res.status, body: await res.json() };
}

const openTickets = () =>
  t.db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

describe('the assistant answers a tool’s status from the catalogue', () => {
  it('says a tool is Fora do ar with its note, and opens no ticket', async () => {
    await addTool(t.db, {
      name: 'Estúdio de Cortes',
      status: 'down',
      statusNote: 'O provedor caiu; volta às 18h.',
    });
    const tickets = await openTickets();
    const { status, body } = await ask('o estudio de cortes está fora?');
    expect(status).toBe(200);
    expect(body.response).toContain('**Estúdio de Cortes** está **Fora do ar** desde');
    expect(body.response).toContain('O provedor caiu; volta às 18h.');
    expect(body.ticketOpened).toBe(false);
    expect(await openTickets()).toBe(tickets);
  });

  it('answers "X sem crédito" with Sem créditos and, once it is back, Funcionando', async () => {
    const tool = await addTool(t.db, { name: 'Narrador Neural', status: 'no_credits' });
    const first = await ask('narrador neural sem credito de novo');
    expect(first.body.response).toContain('**Narrador Neural** está **Sem créditos**');
    await t.db.updateTable('landing_tools').set({ status: 'working' }).where('id', '=', tool.id).execute();
    const back = await ask('o narrador neural parou?');
    expect(back.body.response).toContain('**Narrador Neural** está **Funcionando** agora');
  });

  it('leaves other questions to the assistant as before', async () => {
    await addTool(t.db, { name: 'Planilha Mágica', status: 'down' });
    const { body } = await ask('como funciona a planilha mágica?');
    expect(body.response).not.toContain('Fora do ar');
  });
});
