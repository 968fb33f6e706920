import { Hono } from 'hono';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Caller, ROLES } from '../../../../test/access-matrix';
import { expectPortugueseError, snapshotDatabase } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TOTP_SECRET_INVALID } from '../../../shared/schemas/tools-access';
import { createApp } from '../../app';
import type { AppEnv } from '../../app-env';
import { createDeps } from '../../deps';
import { createSecretBox } from '../../platform/crypto/secret-box';
import { errorHandler } from '../../platform/http/error-handler';
import { CODE_RATE_LIMITED } from './code-rate-limit';
import { codeRequestLogOf } from './code-request-log';
import { type Clock, toolsAccessRoutes } from './tools-access.routes';

const TOOL = {
  email: 'ferramenta@exemplo.com.br',
  password: 'Senha-Da-Ferramenta-9',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const ADMIN = {
  email: 'painel@exemplo.com.br',
  password: 'Senha-Do-Painel-7',
  totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
};
const SECRETS = [TOOL.totpSecret, ADMIN.totpSecret, ADMIN.password];

/** The code a member's authenticator would show, computed here without the app's code. */
const expectedCode = (secret: string, at: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at,
  });

let t: TestApp;
let admin: Caller;
let subscriber: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [admin, subscriber] = await Promise.all([
    t.as('admin'),
    t.as('subscriber', { fullName: 'Sofia Assinante' }),
  ]);
});
afterAll(() => t.close());

const save = (group: 'tools' | 'admin', json: unknown, cookie = admin.cookie) =>
  t.request(`/api/tools-access/settings/${group}`, { method: 'PUT', cookie, json });

/** The feature's routes on a clock the test moves (crossing a 30-second window without waiting). */
function clockedApp(clock: Clock) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(t.deps.logger));
  app.route('/api/tools-access', toolsAccessRoutes(t.deps, clock));
  return (path: string, cookie: string | undefined) =>
    app.request(path, { method: 'POST', headers: cookie ? { cookie, 'user-agent': 'Teste/1.0' } : {} });
}

describe('before an admin configures anything', () => {
  it('says the code is not configured (no default secret, no 000000) and records nothing', async () => {
    const before = await t.db.selectFrom('totp_requests').selectAll().execute();
    const res = await t.request('/api/tools-access/code', { method: 'POST', cookie: subscriber.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ configured: false });
    expect(await t.db.selectFrom('totp_requests').selectAll().execute()).toEqual(before);
  });

  it('gives empty credentials', async () => {
    const res = await t.request('/api/tools-access/credentials', { cookie: subscriber.cookie });
    expect(await res.json()).toEqual({ email: null, password: null });
  });
});

describe('settings an admin owns', () => {
  it('saves both groups sealed at rest, answering Autenticação configurada com sucesso', async () => {
    for (const [group, values] of [
      ['tools', TOOL],
      ['admin', ADMIN],
    ] as const) {
      const res = await save(group, values);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.message).toBe('Autenticação configurada com sucesso');
      expect(body.settings).toMatchObject({
        email: values.email,
        password: values.password,
        secret: { configured: true, last4: values.totpSecret.slice(-4) },
      });
      expect(JSON.stringify(body)).not.toContain(values.totpSecret);
    }
    const row = await t.db
      .selectFrom('app_settings')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const stored = [
      row.tool_email,
      row.tool_password,
      row.totp_secret_key,
      row.admin_email,
      row.admin_password,
      row.admin_totp_secret,
    ];
    const plain = [TOOL.email, TOOL.password, TOOL.totpSecret, ADMIN.email, ADMIN.password, ADMIN.totpSecret];
    stored.forEach((value, i) => {
      expect(value).toMatch(/^v1:/);
      expect(value).not.toContain(plain[i]);
      expect(t.deps.secretBox.open(value ?? '')).toBe(plain[i]);
    });
  });

  const changesSince = (id: number) =>
    t.db
      .selectFrom('settings_changes')
      .select(['setting', 'changed_by', 'changed_by_email'])
      .where('id', '>', id)
      .execute();
  const lastChangeId = async () =>
    (await t.db.selectFrom('settings_changes').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ??
    0;

  it('records who changed which value and when, and only the values that changed', async () => {
    const before = Date.now();
    const lastId = await lastChangeId();
    try {
      const res = await save('tools', { email: TOOL.email, password: 'Outra-Senha-1' });
      expect(res.status).toBe(200);
      const { settings } = await res.json();
      // The secret was left out: kept, not changed.
      expect(settings.secret).toEqual({ configured: true, last4: TOOL.totpSecret.slice(-4) });
      expect(settings.lastChanges.password.by).toBe(admin.user?.email);
      expect(new Date(settings.lastChanges.password.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await changesSince(lastId)).toEqual([
        { setting: 'tool_password', changed_by: admin.user?.id, changed_by_email: admin.user?.email },
      ]);
    } finally {
      await save('tools', TOOL);
    }
  });

  it('records nothing when the values are saved unchanged', async () => {
    const lastId = await lastChangeId();
    expect((await save('admin', { ...ADMIN, totpSecret: '' })).status).toBe(200);
    expect((await save('admin', ADMIN)).status).toBe(200);
    expect(await changesSince(lastId)).toEqual([]);
  });

  it('shows an admin the credentials but each secret only by its last 4 characters', async () => {
    const res = await t.request('/api/tools-access/settings', { cookie: admin.cookie });
    const text = await res.text();
    for (const secret of [TOOL.totpSecret, ADMIN.totpSecret]) expect(text).not.toContain(secret);
    const body = JSON.parse(text);
    expect(body.tools).toMatchObject({
      email: TOOL.email,
      password: TOOL.password,
      secret: { last4: TOOL.totpSecret.slice(-4) },
    });
    expect(body.admin.lastChanges.email.by).toBe(admin.user?.email);
  });

  it('takes a secret as authenticators print it (lower case, spaces) and stores it normalised', async () => {
    const spaced = 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp';
    expect((await save('tools', { ...TOOL, totpSecret: spaced })).status).toBe(200);
    const row = await t.db.selectFrom('app_settings').select('totp_secret_key').executeTakeFirstOrThrow();
    expect(t.deps.secretBox.open(row.totp_secret_key ?? '')).toBe(TOOL.totpSecret);
  });

  it.each([
    ['a secret that is not base32', { ...TOOL, totpSecret: 'not-base32-0189!' }, TOTP_SECRET_INVALID],
    ['a secret with 1, 8 and 9', { ...TOOL, totpSecret: 'JBSWY3DPEHPK3PX1' }, TOTP_SECRET_INVALID],
    ['a secret too short', { ...TOOL, totpSecret: 'JBSWY3DP' }, TOTP_SECRET_INVALID],
    ['a secret of the wrong type', { ...TOOL, totpSecret: 12345 }, TOTP_SECRET_INVALID],
    ['a missing e-mail', { password: 'x', totpSecret: '' }, 'Informe o email.'],
    ['an invalid e-mail', { ...TOOL, email: 'nao-e-email' }, 'Informe um email válido.'],
    ['an empty password', { ...TOOL, password: '' }, 'Informe a senha.'],
  ])('refuses %s with its pt-BR message, changing nothing', async (_, body, message) => {
    const before = await snapshotDatabase(t);
    const res = await save('tools', body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expectPortugueseError(json);
    expect(json.message).toBe(message);
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('refuses an unknown group', async () => {
    const res = await t.request('/api/tools-access/settings/outro', {
      method: 'PUT',
      cookie: admin.cookie,
      json: TOOL,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Grupo de credenciais inválido.');
  });

  it.each(['member', 'expired', 'subscriber'] as const)(
    'tells a %s that only admins may change settings, and changes nothing',
    async (role) => {
      const caller = role === 'subscriber' ? subscriber : await t.as(role);
      const before = await snapshotDatabase(t);
      for (const group of ['tools', 'admin'] as const) {
        const res = await save(group, { ...TOOL, password: 'tomada' }, caller.cookie);
        expect(res.status).toBe(403);
        expect((await res.json()).message).toBe('Apenas administradores podem alterar configurações');
      }
      expect(await snapshotDatabase(t)).toEqual(before);
    },
  );

  it('generates a fresh base32 secret without storing it', async () => {
    const before = await snapshotDatabase(t);
    const res = await t.request('/api/tools-access/settings/generated-secret', {
      method: 'POST',
      cookie: admin.cookie,
    });
    const { secret } = await res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await snapshotDatabase(t)).toEqual(before);
  });
});

describe('the code', () => {
  const WINDOW = 1_900_000_020_000; // a multiple of 30 s, in 2030

  it('is computed on the server from its clock and rolls over with the 30-second window', async () => {
    let now = WINDOW + 29_000;
    const request = clockedApp(() => now);
    const first = await (await request('/api/tools-access/code', subscriber.cookie)).json();
    expect(first).toEqual({
      configured: true,
      code: expectedCode(TOOL.totpSecret, now),
      secondsRemaining: 1,
      periodSeconds: 30,
    });
    now = WINDOW + 30_000;
    const next = await (await request('/api/tools-access/code', subscriber.cookie)).json();
    expect(next.code).toBe(expectedCode(TOOL.totpSecret, now));
    expect(next.code).not.toBe(first.code);
    expect(next.secondsRemaining).toBe(30);
  });

  it('records who asked, from where, with which browser', async () => {
    const at = WINDOW + 120_000;
    await clockedApp(() => at)('/api/tools-access/code', subscriber.cookie);
    await codeRequestLogOf(t.deps).flush();
    const row = await t.db
      .selectFrom('totp_requests')
      .selectAll()
      .where('user_id', '=', subscriber.user?.id ?? '')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_email: subscriber.user?.email,
      user_name: 'Sofia Assinante',
      ip_address: 'unknown', // in-process requests have no socket
      user_agent: 'Teste/1.0',
      created_at: new Date(at),
    });
  });

  it('names a member without a name by the e-mail', async () => {
    const nameless = await t.as('subscriber', { fullName: '  ' });
    await t.request('/api/tools-access/code', { method: 'POST', cookie: nameless.cookie });
    // Written behind, within 50 ms, without being asked to.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const row = await t.db
      .selectFrom('totp_requests')
      .select('user_name')
      .where('user_id', '=', nameless.user?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.user_name).toBe(nameless.user?.email);
  });

  it('serves the code even when recording fails, and logs the failure', async () => {
    const caller = await t.as('subscriber');
    const error = vi.spyOn(t.deps.logger, 'error').mockImplementation(() => undefined);
    // A real failure of the insert, on either engine.
    const fail =
      t.kind === 'sqlite'
        ? [
            sql`create trigger refuse_code_requests before insert on totp_requests begin select raise(abort, 'disco cheio'); end`,
          ]
        : [
            sql`create function refuse_code_requests() returns trigger language plpgsql as $$ begin raise exception 'disco cheio'; end $$`,
            sql`create trigger refuse_code_requests before insert on totp_requests for each row execute function refuse_code_requests()`,
          ];
    for (const statement of fail) await statement.execute(t.db);
    try {
      const res = await t.request('/api/tools-access/code', { method: 'POST', cookie: caller.cookie });
      expect(res.status).toBe(200);
      expect((await res.json()).code).toMatch(/^\d{6}$/);
      await codeRequestLogOf(t.deps).flush();
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ lost: 1, userIds: [caller.user?.id] }),
        'could not record code requests',
      );
    } finally {
      await sql`drop trigger refuse_code_requests${sql.raw(t.kind === 'sqlite' ? '' : ' on totp_requests')}`.execute(
        t.db,
      );
      if (t.kind !== 'sqlite') await sql`drop function refuse_code_requests()`.execute(t.db);
      error.mockRestore();
    }
  });

  it('gives admins the admin-access code from its own secret, without recording it as a tool code', async () => {
    const now = WINDOW + 300_000;
    await codeRequestLogOf(t.deps).flush();
    const before = await t.db.selectFrom('totp_requests').select('id').execute();
    const res = await clockedApp(() => now)('/api/tools-access/admin-access/code', admin.cookie);
    expect((await res.json()).code).toBe(expectedCode(ADMIN.totpSecret, now));
    await codeRequestLogOf(t.deps).flush();
    expect(await t.db.selectFrom('totp_requests').select('id').execute()).toEqual(before);
  });

  it('is limited per person with a pt-BR message, and the limit passes with the minute', async () => {
    const [ana, bruno] = await Promise.all([t.as('subscriber'), t.as('subscriber')]);
    let now = WINDOW + 600_000;
    const request = clockedApp(() => now);
    for (let i = 0; i < t.deps.env.CODE_LIMIT_PER_MINUTE; i++) {
      expect((await request('/api/tools-access/code', ana.cookie)).status).toBe(200);
    }
    const refused = await request('/api/tools-access/code', ana.cookie);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(CODE_RATE_LIMITED);
    expect((await request('/api/tools-access/code', bruno.cookie)).status).toBe(200);
    // The same once the records are in the table (any app process reads them there).
    await codeRequestLogOf(t.deps).flush();
    expect((await request('/api/tools-access/code', ana.cookie)).status).toBe(429);
    now += 60_000;
    expect((await request('/api/tools-access/code', ana.cookie)).status).toBe(200);
  });

  it('comes from the new secret right after a rotation, whichever app process saved it', async () => {
    // A second app with its own deps (credential store, request log) on the same database stands
    // for another process behind the load balancer. Both have served a code before each rotation,
    // so whatever either keeps in memory is warm.
    const otherDeps = await createDeps(t.deps.env, t.deps.logger);
    const other = createApp(otherDeps);
    const member = await t.as('subscriber');
    const codeFrom = async (app: typeof other) => {
      const res = await app.request('/api/tools-access/code', {
        method: 'POST',
        headers: { cookie: member.cookie ?? '' },
      });
      return (await res.json()).code;
    };
    /** The code now, or the one of a window that ended during the request. */
    const expectFrom = (secret: string, code: string) =>
      expect([expectedCode(secret, Date.now()), expectedCode(secret, Date.now() - 1000)]).toContain(code);
    const rotated = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    try {
      expect((await save('tools', TOOL)).status).toBe(200);
      for (const app of [t.app, other]) expectFrom(TOOL.totpSecret, await codeFrom(app));

      // Saved through this app, served by the other.
      expect((await save('tools', { ...TOOL, totpSecret: rotated })).status).toBe(200);
      expectFrom(rotated, await codeFrom(other));
      expectFrom(rotated, await codeFrom(t.app));

      // Saved through the other app, served by this one.
      const res = await other.request('/api/tools-access/settings/tools', {
        method: 'PUT',
        headers: { cookie: admin.cookie ?? '', 'content-type': 'application/json' },
        body: JSON.stringify(TOOL),
      });
      expect(res.status).toBe(200);
      expectFrom(TOOL.totpSecret, await codeFrom(t.app));
      expectFrom(TOOL.totpSecret, await codeFrom(other));
    } finally {
      await save('tools', TOOL);
      await codeRequestLogOf(otherDeps).flush();
      await otherDeps.database.db.destroy();
    }
  });

  it('treats a secret sealed under another APP_SECRET as not configured', async () => {
    const foreign = createSecretBox('outro-segredo-outro-segredo-outro-segredo').seal(TOOL.totpSecret);
    const original = await t.db
      .selectFrom('app_settings')
      .select('totp_secret_key')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('app_settings').set({ totp_secret_key: foreign }).execute();
    const warn = vi.spyOn(t.deps.logger, 'warn').mockImplementation(() => undefined);
    try {
      const res = await t.request('/api/tools-access/code', { method: 'POST', cookie: subscriber.cookie });
      expect(await res.json()).toEqual({ configured: false });
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      await t.db.updateTable('app_settings').set(original).execute();
    }
  });
});

describe('secrecy', () => {
  const ENDPOINTS: [string, string][] = [
    ['GET', '/api/tools-access/credentials'],
    ['POST', '/api/tools-access/code'],
    ['GET', '/api/tools-access/admin-access'],
    ['POST', '/api/tools-access/admin-access/code'],
    ['GET', '/api/tools-access/settings'],
    ['PUT', '/api/tools-access/settings/tools'],
    ['PUT', '/api/tools-access/settings/admin'],
    ['POST', '/api/tools-access/settings/generated-secret'],
    ['GET', '/api/tools-access/requests'],
    ['GET', '/api/tools-access/ip-spread'],
  ];

  it.each(ROLES.filter((role) => role !== 'subscriber' && role !== 'admin'))(
    'a %s gets 401/403 from every endpoint and no secret or credential',
    async (role) => {
      const caller = await t.as(role);
      for (const [method, path] of ENDPOINTS) {
        const res = await t.request(path, {
          method,
          cookie: caller.cookie,
          json: method === 'PUT' ? TOOL : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(role === 'visitor' ? 401 : 403);
        const text = await res.text();
        for (const value of [...SECRETS, TOOL.password, TOOL.email, ADMIN.email])
          expect(text).not.toContain(value);
        expectPortugueseError(JSON.parse(text));
      }
    },
  );

  it('a subscriber gets the tool login and code, never a secret nor the admin access', async () => {
    for (const [method, path] of ENDPOINTS) {
      const res = await t.request(path, {
        method,
        cookie: subscriber.cookie,
        json: method === 'PUT' ? TOOL : undefined,
      });
      expect(res.status).toBe(
        path.endsWith('/credentials') || path.endsWith('/tools-access/code') ? 200 : 403,
      );
      const text = await res.text();
      for (const value of [...SECRETS, ADMIN.email]) expect(text, `${method} ${path}`).not.toContain(value);
    }
    const credentials = await (
      await t.request('/api/tools-access/credentials', { cookie: subscriber.cookie })
    ).json();
    expect(credentials).toEqual({ email: TOOL.email, password: TOOL.password });
  });

  it('admins may read the admin-access login', async () => {
    const res = await t.request('/api/tools-access/admin-access', { cookie: admin.cookie });
    expect(await res.json()).toEqual({ email: ADMIN.email, password: ADMIN.password });
  });
});

describe('audit for the operator', () => {
  let auditApp: TestApp;
  let auditAdmin: Caller;
  const DAY = 24 * 60 * 60 * 1000;
  beforeAll(async () => {
    auditApp = await createTestApp();
    auditAdmin = await auditApp.as('admin');
  });
  afterAll(() => auditApp.close());

  const seedRequests = async (user: { id: string; email: string }, ips: string[], daysAgo = 0) =>
    auditApp.db
      .insertInto('totp_requests')
      .values(
        ips.map((ip, i) => ({
          user_id: user.id,
          user_email: user.email,
          user_name: user.email,
          ip_address: ip,
          user_agent: 'Teste',
          created_at: new Date(Date.now() - daysAgo * DAY - i * 1000),
        })),
      )
      .execute();

  it('pages the latest code requests at 10, newest first, with who, when and IP', async () => {
    const member = await auditApp.as('subscriber', { fullName: 'Paula Paginada' });
    for (let i = 0; i < 12; i++) {
      await auditApp.db
        .insertInto('totp_requests')
        .values({
          user_id: member.user?.id ?? '',
          user_email: member.user?.email ?? '',
          user_name: 'Paula Paginada',
          ip_address: `10.0.0.${i}`,
          user_agent: 'Teste',
          created_at: new Date(Date.now() - i * 60_000),
        })
        .execute();
    }
    const first = await (
      await auditApp.request('/api/tools-access/requests', { cookie: auditAdmin.cookie })
    ).json();
    expect(first).toMatchObject({ page: 1, total: 12, totalPages: 2 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      userName: 'Paula Paginada',
      userEmail: member.user?.email,
      ipAddress: '10.0.0.0',
    });
    const second = await (
      await auditApp.request('/api/tools-access/requests?page=2', { cookie: auditAdmin.cookie })
    ).json();
    expect(second.items.map((row: { ipAddress: string }) => row.ipAddress)).toEqual([
      '10.0.0.10',
      '10.0.0.11',
    ]);
  });

  it.each(['0', '-1', 'abc', '1.5'])('refuses page=%s in Portuguese', async (page) => {
    const res = await auditApp.request(`/api/tools-access/requests?page=${page}`, {
      cookie: auditAdmin.cookie,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Página inválida.');
  });

  it('lists the members seen from the most distinct IPs in the last 7 days', async () => {
    await auditApp.db.deleteFrom('totp_requests').execute();
    const [spread, steady, old] = await Promise.all([
      auditApp.as('subscriber'),
      auditApp.as('subscriber'),
      auditApp.as('subscriber'),
    ]);
    const user = (c: Caller) => ({ id: c.user?.id ?? '', email: c.user?.email ?? '' });
    await seedRequests(user(spread), ['1.1.1.1', '2.2.2.2', '3.3.3.3', '3.3.3.3']);
    await seedRequests(user(steady), ['4.4.4.4', '4.4.4.4', '4.4.4.4', '4.4.4.4', '4.4.4.4']);
    await seedRequests(user(old), ['5.5.5.5', '6.6.6.6', '7.7.7.7', '8.8.8.8'], 8);
    await seedRequests(user(old), ['9.9.9.9']);

    const rows = await (
      await auditApp.request('/api/tools-access/ip-spread', { cookie: auditAdmin.cookie })
    ).json();
    expect(
      rows.map((row: { userEmail: string; ipCount: number; requestCount: number }) => [
        row.userEmail,
        row.ipCount,
        row.requestCount,
      ]),
    ).toEqual([
      [spread.user?.email, 3, 4],
      [steady.user?.email, 1, 5],
      [old.user?.email, 1, 1],
    ]);
    expect(new Date(rows[0].lastRequestAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
