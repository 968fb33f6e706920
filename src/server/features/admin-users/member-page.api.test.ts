import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { createUser } from '../../seed/factories';

// /admin/usuarios/:id, what the page shows: who this member is and what happened to them, each
// section its own request (docs/product.md#admin-console). Its actions:
// member-page-actions.api.test.ts.

const { t, admin } = testAppWithAdminForFile();

const userApi = () => t.api(admin.cookie).admin.users[':id'];
const param = (id: string) => ({ param: { id } });

describe('an unknown member', () => {
  const unknown = randomUUID();
  it.each([
    '',
    '/payment-events',
    '/payments',
    '/sessions',
    '/code-requests',
    '/tickets',
    '/chats',
    '/audit',
  ])('GET %s answers 404 in Portuguese', async (suffix) => {
    const res = await t.request(`/api/admin/users/${unknown}${suffix}`, { cookie: admin.cookie });
    expect((await errorAt(res, 404)).message).toBe('Usuário não encontrado.');
  });
});

describe('GET /api/admin/users/:id (profile)', () => {
  it('shows the person, their deciding grant, confirmation, two-factor and password', async () => {
    const person = await createUser(t.deps, {
      fullName: 'Maria Gonçalves',
      subscription: { plan: 'anual', expiresInDays: 100 },
      emailVerified: false,
    });
    const { member } = await bodyAt(await userApi().$get(param(person.id)), 200);
    expect(member).toMatchObject({
      id: person.id,
      email: person.email,
      fullName: 'Maria Gonçalves',
      role: 'user',
      emailVerified: false,
      twoFactorEnabled: false,
      hasPassword: true,
      subscription: { plan: 'anual', status: 'active' },
      standing: { kind: 'active' },
    });
  });
});

describe('the member’s records', () => {
  it('lists payment events applied to them or naming their e-mail, newest first', async () => {
    const person = await createUser(t.deps, {
      email: `Comprador-${randomUUID().slice(0, 6)}@exemplo.com.br`.toLowerCase(),
    });
    const other = await createUser(t.deps);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const event = (id: string, fields: { user_id?: string | null; email: string; received_at: Date }) => ({
      id,
      platform: 'hotmart' as const,
      event_key: `hotmart:${id}`,
      event_type: 'PURCHASE_APPROVED',
      transaction_id: `HP-${id}`,
      outcome: 'applied' as const,
      detail: 'Pagamento aplicado.',
      payload: '{}',
      processed_at: fields.received_at,
      ...fields,
    });
    const applied = randomUUID();
    const unmatched = randomUUID();
    const someoneElse = randomUUID();
    await t.db
      .insertInto('webhook_events')
      .values([
        event(applied, { user_id: person.id, email: 'outro-endereco@exemplo.com.br', received_at: at(10) }),
        event(unmatched, { user_id: null, email: person.email, received_at: at(5) }),
        event(someoneElse, { user_id: other.id, email: other.email, received_at: at(1) }),
      ])
      .execute();
    const { events } = await bodyAt(await userApi()['payment-events'].$get(param(person.id)), 200);
    expect(events.map((row) => row.id)).toEqual([unmatched, applied]);
    expect(events[0]).toMatchObject({ eventType: 'PURCHASE_APPROVED', transactionId: `HP-${unmatched}` });
  });

  it('lists code requests with their IPs, tickets and chats, and the audit rows about them', async () => {
    const person = await createUser(t.deps, { subscription: 'active' });
    const now = new Date();
    await t.db
      .insertInto('totp_requests')
      .values({
        user_id: person.id,
        user_email: person.email,
        user_name: '',
        ip_address: '203.0.113.7',
        user_agent: null,
        created_at: now,
      })
      .execute();
    const chatId = `session_${Date.now()}_abcd`;
    await t.db
      .insertInto('support_sessions')
      .values({
        session_id: chatId,
        user_id: person.id,
        assistant: 'general',
        first_message: 'Não consigo entrar',
        message_count: 2,
        has_ticket: true,
        started_at: now,
        last_message_at: now,
      })
      .execute();
    const ticketId = randomUUID();
    await t.db
      .insertInto('support_tickets')
      .values({
        id: ticketId,
        status: 'pending',
        conversation: JSON.stringify([
          {
            user_message: 'Paguei e não tenho acesso',
            assistant_message: 'Vou chamar a equipe.',
            created_at: now.toISOString(),
          },
        ]),
        session_id: chatId,
        user_id: person.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await bodyAt(await userApi().subscription.extend.$post({ ...param(person.id), json: { days: 7 } }), 200);

    const codes = await bodyAt(await userApi()['code-requests'].$get(param(person.id)), 200);
    expect(codes.requests).toEqual([
      expect.objectContaining({ ip: '203.0.113.7', createdAt: now.toISOString() }),
    ]);
    const { tickets } = await bodyAt(await userApi().tickets.$get(param(person.id)), 200);
    expect(tickets).toEqual([
      expect.objectContaining({ id: ticketId, status: 'pending', preview: 'Paguei e não tenho acesso' }),
    ]);
    const { chats } = await bodyAt(await userApi().chats.$get(param(person.id)), 200);
    expect(chats).toEqual([
      expect.objectContaining({ chatId, preview: 'Não consigo entrar', messageCount: 2, hasTicket: true }),
    ]);
    const audit = await bodyAt(await userApi().audit.$get(param(person.id)), 200);
    expect(audit.events.map((row) => row.action)).toEqual(['subscription.extended']);
    expect(audit.events[0]?.actor.id).toBe(admin.user?.id);
  });

  it('shows empty sections for a member with no history', async () => {
    const person = await createUser(t.deps);
    for (const section of [
      'payment-events',
      'code-requests',
      'tickets',
      'chats',
      'audit',
      'sessions',
    ] as const) {
      const res = await t.request(`/api/admin/users/${person.id}/${section}`, { cookie: admin.cookie });
      expect(Object.values(await res.json())).toEqual([[]]);
    }
  });
});
