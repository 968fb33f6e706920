import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { walkKeyset } from '../../../../test/keyset-walk';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { DAY_MS } from '../../../shared/constants';
import { encodeCursor } from '../../../shared/keyset-cursor';
import { CURSOR_MESSAGE } from '../../../shared/schemas/fields';

// /admin/tools: the code requests an operator reads to spot a shared account.

const { t, admin } = testAppWithAdminForFile();

/** Code requests of one member from these IPs, a second apart, the newest `daysAgo` days ago. */
const seedRequests = async (caller: Caller, ips: string[], { daysAgo = 0, name = caller.user?.email } = {}) =>
  t.db
    .insertInto('totp_requests')
    .values(
      ips.map((ip, i) => ({
        user_id: caller.user?.id ?? '',
        user_email: caller.user?.email ?? '',
        user_name: name ?? '',
        ip_address: ip,
        user_agent: 'Teste',
        created_at: new Date(Date.now() - daysAgo * DAY_MS - i * 1000),
      })),
    )
    .execute();

describe('audit for the operator', () => {
  it('pages the latest code requests at 10 by keyset, newest first, with who, when and IP', async () => {
    await t.db.deleteFrom('totp_requests').execute();
    const member = await t.as('subscriber', { fullName: 'Paula Paginada' });
    const ips = Array.from({ length: 12 }, (_, i) => `10.0.0.${i}`);
    await seedRequests(member, ips, { name: 'Paula Paginada' });
    const requests = t.api(admin.cookie)['tools-access'].requests;
    const first = await bodyAt(await requests.$get({ query: {} }), 200);
    expect(first).toMatchObject({ prevCursor: null, nextCursor: expect.any(String) });
    expect(first).not.toHaveProperty('total');
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      userName: 'Paula Paginada',
      userEmail: member.user?.email,
      ipAddress: '10.0.0.0',
    });
    const second = await bodyAt(await requests.$get({ query: { cursor: first.nextCursor ?? '' } }), 200);
    expect(second.items.map((row) => row.ipAddress)).toEqual(['10.0.0.10', '10.0.0.11']);
    expect(second).toMatchObject({ nextCursor: null, prevCursor: expect.any(String) });
  });

  it('walks every request once, forward and back, rows of the same millisecond split by id', async () => {
    await t.db.deleteFrom('totp_requests').execute();
    const member = await t.as('subscriber');
    const at = Date.now() - 60_000;
    await t.db
      .insertInto('totp_requests')
      .values(
        Array.from({ length: 34 }, (_, i) => ({
          user_id: member.user?.id ?? '',
          user_email: member.user?.email ?? '',
          user_name: 'Membro',
          ip_address: `10.1.0.${i}`,
          user_agent: 'Teste',
          created_at: new Date(at - Math.floor(i / 4) * 1000),
        })),
      )
      .execute();
    const requests = t.api(admin.cookie)['tools-access'].requests;
    const rows = await walkKeyset({
      read: async (cursor) => bodyAt(await requests.$get({ query: cursor ? { cursor } : {} }), 200),
      rowsOf: (page) => page.items,
      keyOf: (row) => ({ id: row.id, at: row.createdAt }),
    });
    expect(rows.map((row) => row.ipAddress).sort()).toEqual(
      Array.from({ length: 34 }, (_, i) => `10.1.0.${i}`).sort(),
    );
  });

  it.each([
    ['page=0', 'Página inválida.'],
    ['page=abc', 'Página inválida.'],
    ['page=2', 'Esta lista não tem páginas numeradas: use Mais antigos e Mais recentes.'],
    ['cursor=bm90LWEtY3Vyc29y', CURSOR_MESSAGE],
    [`cursor=${encodeCursor({ direction: 'older', at: new Date(), id: randomUUID() })}`, CURSOR_MESSAGE],
  ])('refuses %s in Portuguese', async (query, message) => {
    const res = await t.request(`/api/tools-access/requests?${query}`, { cookie: admin.cookie });
    expect((await errorAt(res, 400)).message).toBe(message);
  });

  it('lists the members seen from the most distinct IPs in the last 7 days', async () => {
    await t.db.deleteFrom('totp_requests').execute();
    await t.db.deleteFrom('sign_ins').execute(); // sign-ins count too (member-sessions.api.test.ts)
    const [spread, steady, old] = await Promise.all([
      t.as('subscriber'),
      t.as('subscriber'),
      t.as('subscriber'),
    ]);
    await seedRequests(spread, ['1.1.1.1', '2.2.2.2', '3.3.3.3', '3.3.3.3']);
    await seedRequests(steady, ['4.4.4.4', '4.4.4.4', '4.4.4.4', '4.4.4.4', '4.4.4.4']);
    await seedRequests(old, ['5.5.5.5', '6.6.6.6', '7.7.7.7', '8.8.8.8'], { daysAgo: 8 });
    await seedRequests(old, ['9.9.9.9']);

    const rows = await (await t.api(admin.cookie)['tools-access']['ip-spread'].$get()).json();
    expect(rows.map((row) => [row.userEmail, row.ipCount, row.requestCount])).toEqual([
      [spread.user?.email, 3, 4],
      [steady.user?.email, 1, 5],
      [old.user?.email, 1, 1],
    ]);
    expect(new Date(rows[0]?.lastRequestAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
