import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMatrixRows, type Caller, ROLES } from '../../test/access-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from './seed/factories';

// Every admin write leaves an audit row (docs/decisions/020-every-admin-write-audited.md). Walks
// the access matrix (one row per route the API serves, each with a request the route accepts) and
// calls every route that only admins may call and that is not a GET, as an admin: each must add a
// row naming that admin. A new admin route that forgets its audit fails here.

/** Admin-only calls that change nothing an operator must answer for, and why. */
const NOT_WRITES: Record<string, string> = {
  // Hands out the admin access's one-time code; every request is a row of totp_requests.
  'POST /api/tools-access/admin-access/code': 'reads a code',
  // Proposes a fresh secret for the form; nothing is stored until the admin saves it.
  'POST /api/tools-access/settings/generated-secret': 'stores nothing',
  // "Testar conexão": one call to the provider; it records the API's health, no setting.
  'POST /api/admin/support/assistants/:assistant/test': 'tests the provider',
};

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

let someone: ReturnType<typeof createUser> | undefined;
const rows = accessMatrixRows({
  app: () => t,
  someone: () => {
    someone ??= createUser(t.deps);
    return someone;
  },
  email: () => `auditoria-${randomUUID().slice(0, 8)}@exemplo.com.br`,
});

const onlyAdmins = (expect: Record<string, number>) =>
  (expect.admin ?? 500) < 400 && ROLES.every((role) => role === 'admin' || (expect[role] ?? 0) >= 400);
const adminWrites = Object.entries(rows).filter(
  ([route, row]) => !route.startsWith('GET ') && onlyAdmins(row.expect) && !(route in NOT_WRITES),
);

const auditRowsBy = async (actorId: string) =>
  Number(
    (
      await t.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('actor_id', '=', actorId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('every admin write is audited', () => {
  it('finds the admin writes in the matrix, and its exemptions among them', () => {
    expect(adminWrites.length).toBeGreaterThan(20);
    for (const route of Object.keys(NOT_WRITES)) expect(Object.keys(rows)).toContain(route);
  });

  it.each(adminWrites)('%s', async (route, row) => {
    const [method, path] = route.split(' ') as [string, string];
    const caller = row.endsSession ? await t.as('admin') : admin;
    const json = row.body ? await row.body(caller) : undefined;
    const form = row.form ? await row.form() : undefined;
    const url = row.url ? await row.url() : path;
    const before = await auditRowsBy(caller.user?.id ?? '');

    const res = await t.request(url, { method, cookie: caller.cookie, json, body: form });

    expect(res.status).toBe(row.expect.admin);
    expect(await auditRowsBy(caller.user?.id ?? ''), `${route} wrote no audit row`).toBeGreaterThan(before);
  });
});

describe('secrets in the audit', () => {
  it('records that the tools’ credentials changed, never their values', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const res = await t.request('/api/tools-access/settings/tools', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { email: 'ferramentas@exemplo.com.br', password: 'senha-secreta-123', totpSecret: secret },
    });
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'settings.tools_changed')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ target_label: 'Acesso às ferramentas', target_user_id: null });
    expect(JSON.parse(row.after ?? '{}')).toEqual({
      email: 'alterado',
      password: 'alterado',
      secret: 'alterado',
    });
    const stored = JSON.stringify(row);
    for (const value of [secret, 'senha-secreta-123', 'ferramentas@exemplo.com.br'])
      expect(stored).not.toContain(value);
  });
});
