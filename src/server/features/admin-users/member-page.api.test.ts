import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectPortugueseError, mailsTo, snapshotDatabase } from '../../../../test/api-helpers';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { DAY_MS } from '../../../shared/constants';
import { createUser } from '../../seed/factories';

// Issue 20 §1: /admin/usuarios/:id — who this member is and what happened to them, and the
// page's own actions (+N dias, resend the access mail, end sessions), each audited.

const { t, admin } = testAppWithAdminForFile();

const userApi = () => t.api(admin.cookie).admin.users[':id'];
const param = (id: string) => ({ param: { id } });
const extend = (id: string, days: unknown) =>
  t.request(`/api/admin/users/${id}/subscription/extend`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { days },
  });
const auditOf = (userId: string, action: string) =>
  t.db
    .selectFrom('audit_events')
    .selectAll()
    .where('target_user_id', '=', userId)
    .where('action', '=', action as never)
    .execute();
const grantsOf = (userId: string) =>
  t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('started_at').execute();

describe('an unknown member', () => {
  const unknown = randomUUID();
  it.each(['', '/payment-events', '/sessions', '/code-requests', '/tickets', '/chats', '/audit'])(
    'GET %s answers 404 in Portuguese',
    async (suffix) => {
      const res = await t.request(`/api/admin/users/${unknown}${suffix}`, { cookie: admin.cookie });
      expect((await errorAt(res, 404)).message).toBe('Usuário não encontrado.');
    },
  );

  it.each([
    ['/subscription/extend', { days: 7 }],
    ['/access-mail', undefined],
    ['/sessions/end', undefined],
  ])('POST %s answers 404 and changes nothing', async (suffix, json) => {
    const before = await snapshotDatabase(t);
    const res = await t.request(`/api/admin/users/${unknown}${suffix}`, {
      method: 'POST',
      cookie: admin.cookie,
      json,
    });
    expect((await errorAt(res, 404)).message).toBe('Usuário não encontrado.');
    expect(await snapshotDatabase(t)).toEqual(before);
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

describe('POST /api/admin/users/:id/subscription/extend (+N dias)', () => {
  it('runs an active grant on N days from its own end, audited with before and after', async () => {
    const person = await createUser(t.deps, { subscription: { plan: 'anual', expiresInDays: 10 } });
    const [grant] = await grantsOf(person.id);
    const body = await bodyAt(
      await userApi().subscription.extend.$post({ ...param(person.id), json: { days: 7 } }),
      200,
    );
    expect(body.outcome).toBe('extended');
    const end = new Date((grant?.expires_at?.getTime() ?? 0) + 7 * DAY_MS);
    expect(body.subscription).toMatchObject({ id: grant?.id, plan: 'anual', expiresAt: end.toISOString() });
    expect(body.message).toMatch(/^Acesso estendido em 7 dias: até \d\d\/\d\d\/\d{4}\.$/);
    const [row] = await auditOf(person.id, 'subscription.extended');
    expect(row?.actor_id).toBe(admin.user?.id);
    expect(JSON.parse(row?.before ?? '{}').expiresAt).toBe(grant?.expires_at?.toISOString());
    expect(JSON.parse(row?.after ?? '{}').expiresAt).toBe(end.toISOString());
    const profile = await t.db
      .selectFrom('profiles')
      .select('access_ends_at')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(profile.access_ends_at?.toISOString()).toBe(end.toISOString());
  });

  it('keeps a grant cancelled at its period end cancelled, with the longer period', async () => {
    const person = await createUser(t.deps, { subscription: { status: 'cancelled', expiresInDays: 3 } });
    const body = await bodyAt(
      await userApi().subscription.extend.$post({ ...param(person.id), json: { days: 2 } }),
      200,
    );
    expect(body.subscription.status).toBe('cancelled');
    expect((await grantsOf(person.id)).length).toBe(1);
  });

  it('changes nothing on a lifetime grant and says so, with no audit row', async () => {
    const person = await createUser(t.deps, { subscription: { plan: 'vitalicio' } });
    const before = await snapshotDatabase(t);
    const body = await bodyAt(
      await userApi().subscription.extend.$post({ ...param(person.id), json: { days: 7 } }),
      200,
    );
    expect(body).toMatchObject({
      outcome: 'lifetime',
      message: 'O plano Vitalício não expira: nada a estender.',
    });
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('gives a lapsed member a new courtesy grant from today on their last plan; the old one stays', async () => {
    const member = await t.as('expired', {
      subscription: { plan: 'anual', status: 'expired', expiresInDays: -5 },
    });
    const id = member.user?.id ?? '';
    expect((await t.api(member.cookie)['tools-access'].credentials.$get()).status).toBe(403);
    const body = await bodyAt(
      await userApi().subscription.extend.$post({ ...param(id), json: { days: 7 } }),
      200,
    );
    expect(body.outcome).toBe('granted');
    expect(body.message).toMatch(/^Acesso concedido por 7 dias: até /);
    expect(body.subscription).toMatchObject({ plan: 'anual', status: 'active', source: 'manual', price: 0 });
    const days = (Date.parse(body.subscription.expiresAt ?? '') - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThanOrEqual(8);
    expect((await grantsOf(id)).map((grant) => grant.status)).toEqual(['expired', 'active']);
    expect((await t.api(member.cookie)['tools-access'].credentials.$get()).status).toBe(200);
    const [row] = await auditOf(id, 'subscription.extended');
    expect(row?.before).toBeNull();
    expect(JSON.parse(row?.after ?? '{}')).toMatchObject({ plan: 'anual', price: 0, source: 'manual' });
  });

  it('never revives a refunded grant, and gives Mensal after a lifetime one ended', async () => {
    const refunded = await createUser(t.deps, { subscription: { status: 'refunded', expiresInDays: 20 } });
    await bodyAt(
      await userApi().subscription.extend.$post({ ...param(refunded.id), json: { days: 1 } }),
      200,
    );
    expect((await grantsOf(refunded.id)).map((grant) => grant.status)).toEqual(['refunded', 'active']);
    const ended = await createUser(t.deps, { subscription: { plan: 'vitalicio', status: 'ended' } });
    const body = await bodyAt(
      await userApi().subscription.extend.$post({ ...param(ended.id), json: { days: 1 } }),
      200,
    );
    expect(body.subscription.plan).toBe('mensal');
  });

  it('gives someone who never subscribed a Mensal courtesy grant', async () => {
    const person = await createUser(t.deps);
    const body = await bodyAt(
      await userApi().subscription.extend.$post({ ...param(person.id), json: { days: 30 } }),
      200,
    );
    expect(body.subscription).toMatchObject({ plan: 'mensal', status: 'active', price: 0 });
  });

  it.each([
    [0, 'Informe pelo menos 1 dia.'],
    [3651, 'Informe no máximo 3650 dias.'],
    [1.5, 'O número de dias deve ser inteiro.'],
    ['7', 'Informe o número de dias.'],
    [undefined, 'Informe o número de dias.'],
  ])('refuses %s days in Portuguese', async (days, message) => {
    const person = await createUser(t.deps, { subscription: 'active' });
    const body = await errorAt(await extend(person.id, days), 400);
    expectPortugueseError(body);
    expect(body.message).toBe(message);
  });
});

describe('sessions', () => {
  it('lists the member’s devices with IP and last activity, and Encerrar sessões signs them out', async () => {
    const member = await t.as('subscriber');
    const id = member.user?.id ?? '';
    const { sessions } = await bodyAt(await userApi().sessions.$get(param(id)), 200);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ device: expect.any(String), lastActiveAt: expect.any(String) });

    const body = await bodyAt(await userApi().sessions.end.$post(param(id)), 200);
    expect(body).toEqual({ message: '1 sessão encerrada.', ended: 1 });
    expect((await t.api(member.cookie)['tools-access'].credentials.$get()).status).toBe(401);
    expect((await bodyAt(await userApi().sessions.$get(param(id)), 200)).sessions).toEqual([]);
    const [row] = await auditOf(id, 'session.ended_by_admin');
    expect(row?.actor_id).toBe(admin.user?.id);
    expect(JSON.parse(row?.before ?? '{}')).toEqual({ sessoes: 1 });

    // Nothing left to end: said, and not recorded.
    const again = await bodyAt(await userApi().sessions.end.$post(param(id)), 200);
    expect(again).toEqual({ message: 'Nenhuma sessão ativa para encerrar.', ended: 0 });
    expect(await auditOf(id, 'session.ended_by_admin')).toHaveLength(1);
  });
});

describe('POST /api/admin/users/:id/access-mail', () => {
  it('queues a new set-password link for an account without a password, which works', async () => {
    const person = await createUser(t.deps, { emailVerified: false });
    await t.db.deleteFrom('accounts').where('user_id', '=', person.id).execute();
    const body = await bodyAt(await userApi()['access-mail'].$post(param(person.id)), 200);
    expect(body).toEqual({
      message: `Enviamos o link para criar a senha para ${person.email}.`,
      kind: 'set-password',
    });
    const [mail] = await mailsTo(t, person.email);
    expect(mail?.subject).toContain('Crie sua senha');
    const token = new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, password: 'nova-senha-123' },
    });
    expect(reset.status).toBe(200);
    expect(await auditOf(person.id, 'user.access_mail_sent')).toEqual([
      expect.objectContaining({
        actor_id: admin.user?.id,
        after: JSON.stringify({ enviado: 'link para criar a senha' }),
      }),
    ]);
  });

  it('queues a confirmation for an unconfirmed address, whose link confirms it', async () => {
    const person = await createUser(t.deps, { emailVerified: false });
    const body = await bodyAt(await userApi()['access-mail'].$post(param(person.id)), 200);
    expect(body.kind).toBe('confirmation');
    const mails = await mailsTo(t, person.email);
    const link = new URL(mails.at(-1)?.link ?? 'http://x');
    expect(link.pathname).toBe('/api/auth/verify-email');
    const res = await t.request(link.pathname + link.search);
    expect(res.headers.get('location')).toContain('confirmado=1');
    const row = await t.db
      .selectFrom('profiles')
      .select('email_verified')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
  });

  it('refuses when there is nothing to resend (password and address confirmed), changing nothing', async () => {
    const person = await createUser(t.deps);
    const before = await snapshotDatabase(t);
    const body = await errorAt(await userApi()['access-mail'].$post(param(person.id)), 409);
    expectPortugueseError(body);
    expect(await snapshotDatabase(t)).toEqual(before);
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
    const sessionId = `session_${Date.now()}_abcd`;
    await t.db
      .insertInto('support_sessions')
      .values({
        session_id: sessionId,
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
        session_id: sessionId,
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
      expect.objectContaining({ sessionId, preview: 'Não consigo entrar', messageCount: 2, hasTicket: true }),
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
