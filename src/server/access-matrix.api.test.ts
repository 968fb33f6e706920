import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMatrixRows, type Caller, type MatrixRow, ROLES } from '../../test/access-matrix';
import { expectPortugueseError, servedRoutes, snapshotDatabase } from '../../test/api-helpers';
import { createTestApp, type Role, type TestApp } from '../../test/test-app';
import { MESSAGES } from './platform/http/app-error';
import { createUser } from './seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const email = () => `matriz-${randomUUID().slice(0, 8)}@exemplo.com.br`;

// Accounts are slow to make (password hashing): one per role, and one other person, reused.
const memo = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
const someone = memo(() => createUser(t.deps));
const callers = Object.fromEntries(ROLES.map((role) => [role, memo(() => t.as(role))])) as Record<
  Role,
  () => Promise<Caller>
>;

/**
 * Every route the API serves × every kind of caller: the server enforces every guard, whatever the
 * screens show (docs/product.md#roles-and-permissions).
 */
const MATRIX: Record<string, MatrixRow> = accessMatrixRows({ app: () => t, someone, email });

describe('access matrix', () => {
  it('has exactly one row per route the API serves', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(servedRoutes(t));
  });

  describe.each(Object.entries(MATRIX))('%s', (route, row) => {
    const [method, path] = route.split(' ') as [string, string];

    it.each(ROLES)('as %s', async (role) => {
      const caller = row.endsSession ? await t.as(role) : await callers[role]();
      const json = row.body ? await row.body(caller) : undefined;
      const form = row.form ? await row.form() : undefined;
      const url = row.url ? await row.url() : path;
      const res = await t.request(url, { method, cookie: caller.cookie, json, body: form });

      expect(res.status).toBe(row.expect[role]);
      if (res.status >= 400) {
        const body = await res.json();
        expectPortugueseError(body);
        expect(Object.values(MESSAGES)).toContain(body.message);
      }
      if (row.location) expect(res.headers.get('location')).toBe(row.location);
    });
  });
});

describe('isolation between members', () => {
  let ana: Caller;
  let bruno: Caller;
  beforeAll(async () => {
    ana = await t.as('subscriber', { fullName: 'Ana Assinante' });
    bruno = await t.as('subscriber', {
      fullName: 'Bruno Assinante',
      subscription: { plan: 'anual', expiresInDays: 300, price: 1747 },
    });
  });
  const id = (caller: Caller) => caller.user?.id ?? '';
  const others = async (caller: Caller) => {
    const { rows } = await snapshotDatabase(t);
    return { ...rows, profiles: rows.profiles?.filter((row) => !row.includes(`"${id(caller)}"`)) };
  };

  it("PATCH /api/me/profile changes the caller's row and nobody else's", async () => {
    const before = await others(ana);
    const res = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: ana.cookie,
      json: { fullName: 'Ana Renomeada' },
    });
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom('profiles')
      .select('full_name')
      .where('id', '=', id(ana))
      .executeTakeFirst();
    expect(row?.full_name).toBe('Ana Renomeada');
    expect(await others(ana)).toEqual(before);
  });

  it.each(['', `?id=BRUNO`, `?userId=BRUNO`, `?email=BRUNO`])(
    'GET /api/me and /api/me/subscription%s answer with the caller’s own data only',
    async (query) => {
      const q = query.replace('BRUNO', encodeURIComponent(id(bruno)));
      for (const path of ['/api/me', '/api/me/subscription']) {
        const res = await t.request(`${path}${q}`, { cookie: ana.cookie });
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).not.toContain(id(bruno));
        expect(text).not.toContain(bruno.user?.email ?? '');
        expect(text).not.toContain(bruno.user?.subscription?.id ?? '');
        expect(JSON.parse(text).subscription.id).toBe(ana.user?.subscription?.id);
        if (path === '/api/me') expect(JSON.parse(text).profile.id).toBe(id(ana));
      }
    },
  );

  it.each([
    ['id', () => id(bruno)],
    ['userId', () => id(bruno)],
    ['email', () => bruno.user?.email],
    ['role', () => 'admin'],
  ])('refuses a profile body carrying %s, and changes nothing', async (field, value) => {
    const before = await snapshotDatabase(t);
    const res = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: ana.cookie,
      json: { fullName: 'Nome Qualquer', [field]: value() },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expectPortugueseError(body);
    expect(body.message).toContain(field);
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('gives a member no way to become admin', async () => {
    const member = await t.as('member');
    const admins = () => t.db.selectFrom('profiles').select('id').where('role', '=', 'admin').execute();
    const adminsBefore = await admins();
    const attempts: [string, string, unknown][] = [
      ['PATCH', '/api/me/profile', { fullName: 'Eu Mesmo', role: 'admin' }],
      // Better Auth's own endpoints are not mounted: only our routes answer under /api/auth.
      ['POST', '/api/auth/admin/set-role', { userId: member.user?.id, role: 'admin' }],
      ['POST', '/api/auth/update-user', { role: 'admin' }],
      ['POST', '/api/auth/admin/create-user', { email: email(), password: 'x-123456', role: 'admin' }],
    ];
    for (const [method, path, json] of attempts) {
      const res = await t.request(path, { method, cookie: member.cookie, json });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectPortugueseError(await res.json());
    }
    const me = await (await t.request('/api/me', { cookie: member.cookie })).json();
    expect(me.profile.role).toBe('user');
    expect(await admins()).toEqual(adminsBefore);
  });
});
