import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  expectPortugueseError,
  mailsTo,
  signInStatus,
  snapshotDatabase,
  unconfirmedSession,
} from '../../../../test/api-helpers';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { DAY_MS } from '../../../shared/constants';
import { createUser } from '../../seed/factories';

// /admin/usuarios/:id, the page's own actions: +N dias, resend the access mail, end sessions,
// each audited (docs/product.md#admin-console). What the page shows: member-page.api.test.ts.

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
  it.each([
    ['a confirmed', true],
    ['an unconfirmed', false],
  ])(
    'queues a new set-password link for %s account without a password, which works',
    async (_, emailVerified) => {
      const person = await createUser(t.deps, { emailVerified });
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
    },
  );

  // Whoever signed up with an address nobody confirmed may not own it: resending takes the
  // account back for the address's owner instead of confirming that stranger's password.
  it('takes back an unconfirmed account with a password: it and the sessions end, the link confirms', async () => {
    const person = await createUser(t.deps, { emailVerified: false });
    const cookie = await unconfirmedSession(t, person.email, person.password);
    const body = await bodyAt(await userApi()['access-mail'].$post(param(person.id)), 200);
    expect(body).toEqual({
      message: `Enviamos o link para criar uma nova senha para ${person.email}. A senha anterior deixou de funcionar e as sessões da conta foram encerradas.`,
      kind: 'new-password',
    });
    expect(await signInStatus(t, person.email, person.password)).toBe(401);
    expect((await t.api(cookie).me.sessions.$get()).status).toBe(401);
    expect(await auditOf(person.id, 'user.access_mail_sent')).toEqual([
      expect.objectContaining({
        actor_id: admin.user?.id,
        after: JSON.stringify({
          enviado: 'link para criar uma nova senha',
          password: 'removida',
          sessoes: 1,
        }),
      }),
    ]);

    const mail = (await mailsTo(t, person.email)).at(-1);
    expect(mail?.subject).toBe('Crie sua senha no Hub Premium');
    const token = new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';
    const reset = await t.api().auth['reset-password'].$post({ json: { token, password: 'nova-senha-123' } });
    expect(reset.status).toBe(200);
    const row = await t.db
      .selectFrom('profiles')
      .select('email_verified')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
    expect(await signInStatus(t, person.email, 'nova-senha-123')).toBe(200);
    expect(await signInStatus(t, person.email, person.password)).toBe(401);
  });

  it('refuses when there is nothing to resend (password and address confirmed), changing nothing', async () => {
    const person = await createUser(t.deps);
    const before = await snapshotDatabase(t);
    const body = await errorAt(await userApi()['access-mail'].$post(param(person.id)), 409);
    expectPortugueseError(body);
    expect(await snapshotDatabase(t)).toEqual(before);
  });
});
