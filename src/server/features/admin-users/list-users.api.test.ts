import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { addSubscription } from '../../seed/factories';

// The admin user list: newest first, pages of 10 with the exact total, e-mail "contains"
// search (case-insensitive), on both engines through the engine's trigram index.

let t: TestApp;
let admin: string | undefined;
const MINUTE = 60_000;
const base = Date.parse('2026-01-01T12:00:00Z');

/** 25 people made straight in the table (no password hashing), one a minute, the last one newest. */
const people = Array.from({ length: 25 }, (_, i) => ({
  id: randomUUID(),
  email: `${['ana.silva', 'bruno.souza', 'carla_lima', 'davi%costa', 'elisa.silveira'][i % 5]}${i}@${i % 2 ? 'gmail.com' : 'exemplo.com.br'}`,
  created_at: new Date(base + i * MINUTE),
}));
// Everyone newest first, as the list shows them: the test app's first admin and the caller are
// made now, so they come before the 25 seeded in January.
let newestFirst: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.as('admin')).cookie;
  await t.db
    .insertInto('profiles')
    .values(
      people.map((p) => ({
        ...p,
        full_name: p.email.split('@')[0] ?? null,
        email_verified: true,
        role: 'user' as const,
        updated_at: p.created_at,
      })),
    )
    .execute();
  const rows = await t.db
    .selectFrom('profiles')
    .select('email')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  newestFirst = rows.map((row) => row.email);
});
afterAll(() => t.close());

async function list(query: { page?: string; search?: string } = {}) {
  return bodyAt(await t.api(admin).admin.users.$get({ query }), 200);
}

describe('GET /api/admin/users', () => {
  it('answers the first page of 10, newest first, with the exact total', async () => {
    const body = await list();
    expect(body.total).toBe(newestFirst.length);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(10);
    expect(body.users.map((u) => u.email)).toEqual(newestFirst.slice(0, 10));
  });

  it.each([2, 3])(
    'answers page %i in the same order (read from the nearer end past the middle)',
    async (page) => {
      const body = await list({ page: String(page) });
      expect(body.total).toBe(newestFirst.length);
      expect(body.users.map((u) => u.email)).toEqual(newestFirst.slice((page - 1) * 10, page * 10));
    },
  );

  it('answers an empty page past the end, with the total', async () => {
    const body = await list({ page: '9' });
    expect(body).toMatchObject({ users: [], total: newestFirst.length, page: 9 });
  });

  it('shows each card’s fields: name (null when none), role, creation date, deciding grant, standing', async () => {
    const [first] = people;
    if (!first) throw new Error('no people');
    await addSubscription(t.deps, first.id, { plan: 'anual', expiresInDays: 100, price: 1747 });
    await addSubscription(t.deps, first.id, { plan: 'mensal', status: 'expired', expiresInDays: -5 });
    const body = await list({ search: 'ana.silva0@' });
    expect(body.total).toBe(1);
    expect(body.users[0]).toMatchObject({
      id: first.id,
      email: first.email,
      fullName: 'ana.silva0',
      role: 'user',
      createdAt: first.created_at.toISOString(),
      subscription: { plan: 'anual', status: 'active', price: 1747 },
      standing: { kind: 'active' },
    });
    const nameless = await t.db
      .updateTable('profiles')
      .set({ full_name: null })
      .where('id', '=', people[1]?.id ?? '')
      .returning('email')
      .executeTakeFirstOrThrow();
    const again = await list({ search: nameless.email });
    expect(again.users[0]).toMatchObject({ fullName: null, subscription: null, standing: { kind: 'never' } });
  });

  describe('search by e-mail', () => {
    const matching = (fragment: string) => newestFirst.filter((email) => email.includes(fragment));

    it.each([
      ['a fragment inside the address', 'silv'],
      ['the domain', 'gmail'],
      ['upper case', 'SILVA'],
      ['two characters (no trigram: a scan)', 'za'],
      ['one character', 'v'],
    ])('finds %s, case-insensitively, with the exact total', async (_, fragment) => {
      const expected = matching(fragment.toLowerCase());
      expect(expected.length).toBeGreaterThan(0);
      const body = await list({ search: fragment });
      expect(body.total).toBe(expected.length);
      expect(body.users.map((u) => u.email)).toEqual(expected.slice(0, 10));
    });

    it('pages through the matches', async () => {
      const expected = matching('.com');
      const second = await list({ search: '.com', page: '2' });
      expect(second.total).toBe(expected.length);
      expect(second.users.map((u) => u.email)).toEqual(expected.slice(10, 20));
    });

    it.each([
      ['%', 'davi%costa'],
      ['_', 'carla_lima'],
    ])('takes %s literally, not as a wildcard', async (wildcard, name) => {
      const body = await list({ search: wildcard });
      expect(body.users.length).toBeGreaterThan(0);
      expect(body.users.every((u) => u.email.startsWith(name.split(wildcard)[0] ?? ''))).toBe(true);
      expect(body.total).toBe(matching(wildcard).length);
    });

    it('answers no match with an empty page and a zero total', async () => {
      expect(await list({ search: 'ninguem-tem-isto' })).toMatchObject({ users: [], total: 0 });
      expect(await list({ search: '"; drop table profiles; --' })).toMatchObject({
        users: [],
        total: 0,
      });
    });

    it('trims the search and treats a blank one as none', async () => {
      expect((await list({ search: '  ' })).total).toBe(newestFirst.length);
      expect((await list({ search: ' gmail ' })).total).toBe(matching('gmail').length);
    });

    it('finds a member who signs up later, and forgets one who is deleted (the index follows)', async () => {
      const email = `recem.chegado-${randomUUID().slice(0, 6)}@exemplo.com.br`;
      const res = await t.api(admin).admin.users.$post({ json: { email, password: 'segredo-123' } });
      const { user } = await bodyAt(res, 201);
      expect((await list({ search: 'recem.chegado' })).users.map((u) => u.email)).toEqual([email]);
      await t.api(admin).admin.users[':id'].$delete({ param: { id: user.id } });
      expect(await list({ search: 'recem.chegado' })).toMatchObject({ users: [], total: 0 });
    });
  });

  it.each([
    ['page=0', 'Página inválida.'],
    ['page=-1', 'Página inválida.'],
    ['page=abc', 'Página inválida.'],
    ['page=1.5', 'Página inválida.'],
    ['page=99999999999', 'Página inválida.'],
    [`search=${'a'.repeat(300)}`, 'A busca é longa demais.'],
    ['search=a%00b', 'A busca contém caracteres inválidos.'],
  ])('refuses %s with a Portuguese message', async (query, message) => {
    // Raw query strings, as a hand-edited URL would send them.
    const res = await t.request(`/api/admin/users?${query}`, { cookie: admin });
    const body = await errorAt(res, 400);
    expectPortugueseError(body);
    expect(body.message).toBe(message);
  });
});

describe('pages of everyone, found through the members-per-day counters (migration 0011)', () => {
  let t2: TestApp;
  let cookie: string | undefined;
  const DAY = 24 * 60 * MINUTE;
  const midnight = Date.parse('2025-06-10T00:00:00Z');
  beforeAll(async () => {
    t2 = await createTestApp();
    cookie = (await t2.as('admin')).cookie;
    // 57 people over six days: some on a midnight, some sharing one instant (the id breaks the tie).
    const at = (i: number) =>
      i % 7 === 0
        ? midnight + (i % 6) * DAY
        : i % 5 === 0
          ? midnight + 2 * DAY + MINUTE
          : midnight + (i % 6) * DAY + i * MINUTE;
    await t2.db
      .insertInto('profiles')
      .values(
        Array.from({ length: 57 }, (_, i) => ({
          id: `dia-${String(i).padStart(2, '0')}`,
          email: `dia${i}@exemplo.com.br`,
          full_name: null,
          email_verified: true,
          role: 'user' as const,
          created_at: new Date(at(i)),
          updated_at: new Date(midnight),
        })),
      )
      .execute();
  }, 60_000);
  afterAll(() => t2.close());

  const everyone = async () =>
    (
      await t2.db
        .selectFrom('profiles')
        .select('id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id);
  const page = async (n: number) => {
    return bodyAt(await t2.api(cookie).admin.users.$get({ query: { page: String(n) } }), 200);
  };
  async function expectEveryPageInOrder() {
    const ids = await everyone();
    for (let n = 1; n <= Math.ceil(ids.length / 10); n++) {
      const body = await page(n);
      expect(body.total).toBe(ids.length);
      expect(
        body.users.map((u) => u.id),
        `page ${n}`,
      ).toEqual(ids.slice((n - 1) * 10, n * 10));
    }
    // The counters are the rows, day by day.
    const counted = await t2.db
      .selectFrom('profiles_by_day')
      .select(['day', 'n'])
      .where('n', '>', 0)
      .execute();
    const rows = await t2.db.selectFrom('profiles').select('created_at').execute();
    const byDay = new Map<string, number>();
    for (const { created_at } of rows) {
      const day = created_at.toISOString().slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
    expect(Object.fromEntries(counted.map((row) => [row.day, Number(row.n)]))).toEqual(
      Object.fromEntries(byDay),
    );
  }

  it('gives every page in the newest-first order, across day boundaries and ties', async () => {
    await expectEveryPageInOrder();
  });

  it('stays exact after deletes, a late insert into an old day, and a changed creation date', async () => {
    await t2.db.deleteFrom('profiles').where('id', 'in', ['dia-03', 'dia-14', 'dia-15', 'dia-35']).execute();
    await t2.db
      .insertInto('profiles')
      .values({
        id: 'dia-importado',
        email: 'importado@exemplo.com.br',
        full_name: null,
        email_verified: true,
        role: 'user',
        created_at: new Date(midnight + DAY + 30 * MINUTE),
        updated_at: new Date(midnight),
      })
      .execute();
    await t2.db
      .updateTable('profiles')
      .set({ created_at: new Date(midnight - 3 * DAY) })
      .where('id', '=', 'dia-20')
      .execute();
    await expectEveryPageInOrder();
  });
});
