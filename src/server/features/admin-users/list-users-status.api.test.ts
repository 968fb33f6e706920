import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { DAY_MS } from '../../../shared/constants';
import { STANDING_KINDS, type StandingKind } from '../../../shared/subscription-rules';
import { addSubscription } from '../../seed/factories';

// The admin list's status filter. Each member stands where their deciding grant
// leaves them now; a grant whose end passed reads expired before the expiry job marks it.

let t: TestApp;
let admin: string | undefined;
const base = Date.parse('2026-02-01T12:00:00Z');
type Spec = Parameters<typeof addSubscription>[2];

/** Each member: the grants they hold (oldest first) and where that leaves them. */
const MEMBERS: [name: string, grants: Spec[], kind: StandingKind][] = [
  ['mensal', [{ plan: 'mensal', expiresInDays: 20 }], 'active'],
  ['vitalicio', [{ plan: 'vitalicio' }], 'active'],
  [
    'dois-planos',
    [
      { plan: 'mensal', status: 'expired', expiresInDays: -40 },
      { plan: 'anual', expiresInDays: 200 },
    ],
    'active',
  ],
  ['vence-logo', [{ plan: 'mensal', expiresInDays: 3 }], 'expiring'],
  ['cancelado', [{ plan: 'anual', status: 'cancelled', expiresInDays: 10 }], 'cancelled'],
  // Past their end, not yet marked by the expiry job: expired, never active or cancelled.
  ['ativo-vencido', [{ plan: 'mensal', expiresInDays: -1 }], 'expired'],
  ['cancelado-vencido', [{ plan: 'mensal', status: 'cancelled', expiresInDays: -2 }], 'expired'],
  ['expirado', [{ plan: 'mensal', status: 'expired', expiresInDays: -5 }], 'expired'],
  ['reembolsado', [{ plan: 'mensal', status: 'refunded', expiresInDays: 20 }], 'refunded'],
  ['encerrado', [{ plan: 'vitalicio', status: 'ended' }], 'ended'],
  ['nunca', [], 'never'],
];
const ids: Record<string, string> = {};
/** Every profile's e-mail by standing, newest first (the test app's admins never subscribed). */
const expected = Object.fromEntries(STANDING_KINDS.map((kind) => [kind, [] as string[]])) as Record<
  StandingKind,
  string[]
>;

/** A member made straight in the table (no password hashing), `i` minutes after `base`. */
async function person(name: string, i: number) {
  const id = `status-${name}`;
  await t.db
    .insertInto('profiles')
    .values({
      id,
      email: `${name}@${i % 2 ? 'gmail.com' : 'exemplo.com.br'}`,
      full_name: name,
      email_verified: true,
      role: 'user',
      created_at: new Date(base + i * 60_000),
      updated_at: new Date(base),
    })
    .execute();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.as('admin')).cookie;
  for (const [i, [name, grants]] of MEMBERS.entries()) {
    const id = await person(name, i);
    ids[name] = id;
    for (const grant of grants) await addSubscription(t.deps, id, grant);
  }
  // Pages of one standing: 13 refunded and 13 expired members, the expired ones alternately
  // marked and lapsed unmarked (two parts of the walk, merged by date).
  for (let i = 0; i < 13; i++) {
    await addSubscription(t.deps, await person(`reembolso-${i}`, 100 + i), { status: 'refunded' });
    const lapsed = await person(`lapso-${i}`, 200 + i);
    await addSubscription(t.deps, lapsed, { status: i % 2 ? 'expired' : 'active', expiresInDays: -3 });
  }
  const all = await t.db
    .selectFrom('profiles')
    .select(['id', 'email'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const kindOf = new Map(MEMBERS.map(([name, , kind]) => [`status-${name}`, kind]));
  for (const { id, email } of all) {
    const kind =
      kindOf.get(id) ??
      (id.startsWith('status-reembolso') ? 'refunded' : id.startsWith('status-lapso') ? 'expired' : 'never');
    expected[kind].push(email);
  }
}, 60_000);
afterAll(() => t.close());

async function list(query: { status?: StandingKind; search?: string; page?: string }) {
  return bodyAt(await t.api(admin).admin.users.$get({ query }), 200);
}

describe('GET /api/admin/users?status=', () => {
  it.each(STANDING_KINDS)('lists "%s" members newest first, with the exact total', async (kind) => {
    const body = await list({ status: kind });
    expect(expected[kind].length).toBeGreaterThan(0);
    expect(body.total).toBe(expected[kind].length);
    expect(body.users.map((u) => u.email)).toEqual(expected[kind].slice(0, 10));
    expect(body.users.every((u) => u.standing.kind === kind)).toBe(true);
  });

  it('counts and lists a member whose end passed before the expiry job ran as expired, not active', async () => {
    const active = await list({ status: 'active' });
    const expired = await list({ status: 'expired', search: 'vencido' });
    expect(active.users.map((u) => u.id)).not.toContain(ids['ativo-vencido']);
    expect(expired.users.map((u) => u.email)).toEqual([
      'cancelado-vencido@exemplo.com.br',
      'ativo-vencido@gmail.com',
    ]);
    // The grant itself still says what was stored; the standing says what it means now.
    expect(expired.users[1]?.subscription).toMatchObject({ status: 'active', plan: 'mensal' });
    expect(expired.users[1]?.standing).toEqual({ kind: 'expired' });
  });

  it('pages through a standing, from either end, in the same order', async () => {
    for (const kind of ['refunded', 'expired'] as const) {
      const pages = Math.ceil(expected[kind].length / 10);
      for (let page = 1; page <= pages; page++) {
        const body = await list({ status: kind, page: String(page) });
        expect(body.total).toBe(expected[kind].length);
        expect(
          body.users.map((u) => u.email),
          `${kind}, page ${page}`,
        ).toEqual(expected[kind].slice((page - 1) * 10, page * 10));
      }
      expect((await list({ status: kind, page: String(pages + 1) })).users).toEqual([]);
    }
  });

  it('gives each card its standing: days left, the end of a cancelled grant, lifetime without an end', async () => {
    const standingOf = async (name: string) =>
      (await list({ search: `${name}@` })).users.find((u) => u.id === ids[name])?.standing;
    expect(await standingOf('vence-logo')).toEqual({
      kind: 'expiring',
      endsAt: expect.any(String),
      daysLeft: 3,
    });
    const cancelled = await standingOf('cancelado');
    expect(cancelled).toMatchObject({ kind: 'cancelled' });
    expect(Date.parse((cancelled as { endsAt: string }).endsAt) - Date.now()).toBeGreaterThan(9 * DAY_MS);
    expect(await standingOf('vitalicio')).toEqual({ kind: 'active', endsAt: null });
    expect(await standingOf('nunca')).toEqual({ kind: 'never' });
    const never = (await list({ search: 'nunca@' })).users[0];
    expect(never?.subscription).toBeNull();
  });

  it('combines the status with the e-mail search, exactly', async () => {
    const body = await list({ status: 'expired', search: 'gmail' });
    const matching = expected.expired.filter((email) => email.includes('gmail'));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(expected.expired.length);
    expect(body.total).toBe(matching.length);
    expect(body.users.map((u) => u.email)).toEqual(matching.slice(0, 10));
    expect(await list({ status: 'ended', search: 'exemplo' })).toMatchObject({ users: [], total: 0 });
  });

  it('follows a change of grant at once (the counters and the index move with the profile)', async () => {
    const before = await list({ status: 'cancelled' });
    await addSubscription(t.deps, ids.nunca ?? '', {
      plan: 'mensal',
      status: 'cancelled',
      expiresInDays: 15,
    });
    const after = await list({ status: 'cancelled' });
    expect(after.total).toBe(before.total + 1);
    expect(after.users.map((u) => u.id)).toContain(ids.nunca);
    expect((await list({ status: 'never' })).total).toBe(expected.never.length - 1);
  });

  it.each([
    ['status=ativa', 'Filtro de status inválido.'],
    ['status=', 'Filtro de status inválido.'],
    ['status=ACTIVE', 'Filtro de status inválido.'],
  ])('refuses %s with a Portuguese message, on the list and the CSV', async (query, message) => {
    for (const path of ['/api/admin/users', '/api/admin/users/export']) {
      const body = await errorAt(await t.request(`${path}?${query}`, { cookie: admin }), 400);
      expectPortugueseError(body);
      expect(body.message).toBe(message);
    }
  });
});
