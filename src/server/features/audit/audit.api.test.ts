import type { InferRequestType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { encodeCursor } from '../../../shared/keyset-cursor';
import { CURSOR_MESSAGE } from '../../../shared/schemas/fields';
import { recordAudit } from './data/audit-events';

// The audit trail (docs/decisions/020-every-admin-write-audited.md): every admin change to a user,
// a role or a subscription, with who, what, before/after and when; listed newest first, paged, by
// admin, by kind and by member.

let t: TestApp;
let ana: Caller;
let bia: Caller;
let memberId = '';
type AuditQuery = InferRequestType<AuditApi['$get']>['query'];
type AuditApi = ReturnType<TestApp['api']>['admin']['audit'];
const events = async (query: AuditQuery = {}, cookie = ana.cookie) =>
  bodyAt(await t.api(cookie).admin.audit.$get({ query }), 200);

beforeAll(async () => {
  t = await createTestApp();
  [ana, bia] = await Promise.all([t.as('admin', { fullName: 'Ana' }), t.as('admin', { fullName: 'Bia' })]);
  const users = (caller: Caller) => t.api(caller.cookie).admin.users;
  // Ana adds a member, renames them, makes them admin and back; Bia gives them a plan, changes it,
  // removes it, then deletes them.
  const created = await users(ana).$post({
    json: { email: 'auditado@exemplo.com.br', password: 'segredo-123', fullName: 'Primeiro Nome' },
  });
  memberId = (await bodyAt(created, 201)).user.id;
  const param = { id: memberId };
  await users(ana)[':id'].$patch({ param, json: { fullName: 'Segundo Nome', role: 'user' } });
  await users(ana)[':id'].$patch({ param, json: { fullName: 'Segundo Nome', role: 'admin' } });
  await users(ana)[':id'].$patch({ param, json: { fullName: '', role: 'user' } });
  await users(bia)[':id'].subscription.$put({
    param,
    json: { plan: 'mensal', status: 'active', expiresOn: '2031-01-31', price: 29.9 },
  });
  await users(bia)[':id'].subscription.$put({
    param,
    json: { plan: 'anual', status: 'active', expiresOn: '2032-01-31', price: 1747 },
  });
  await users(bia)[':id'].subscription.$delete({ param });
  await users(bia)[':id'].$delete({ param });
});
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('lists every change newest first, with who, what, before/after and when', async () => {
    const { events: list } = await events();
    expect(list).toHaveLength(9);
    expect(list.map((e) => e.action).slice(0, 4)).toEqual([
      'user.deleted',
      'subscription.removed',
      'subscription.updated',
      'subscription.created',
    ]);
    // One edit that changed both the name and the role is two rows of the same moment.
    expect(
      list
        .slice(4, 6)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['user.role_changed', 'user.updated']);
    expect(list.slice(6).map((e) => e.action)).toEqual(['user.role_changed', 'user.updated', 'user.created']);
    const [deleted] = list;
    expect(deleted).toMatchObject({
      actor: { id: bia.user?.id, label: bia.user?.email },
      target: { id: memberId, email: 'auditado@exemplo.com.br' },
      before: { fullName: null, role: 'user', subscriptions: [] },
      after: null,
    });
    expect(Date.now() - Date.parse(deleted?.createdAt ?? '')).toBeLessThan(60_000);
    const updated = list.find((e) => e.action === 'subscription.updated');
    expect(updated?.before).toMatchObject({ plan: 'mensal', price: 29.9, status: 'active' });
    expect(updated?.after).toMatchObject({
      plan: 'anual',
      price: 1747,
      expiresAt: '2032-02-01T02:59:59.999Z',
    });
    const renamed = list.filter((e) => e.action === 'user.updated').map((e) => [e.before, e.after]);
    expect(renamed).toEqual([
      [{ fullName: 'Segundo Nome' }, { fullName: null }],
      [{ fullName: 'Primeiro Nome' }, { fullName: 'Segundo Nome' }],
    ]);
  });

  it('answers one page with no count and no further cursor (keyset paging)', async () => {
    const first = await events();
    expect(first).toMatchObject({ nextCursor: null, prevCursor: null, pageSize: 10 });
    expect(first).not.toHaveProperty('total');
    expect(first.events).toHaveLength(9);
    // The former ?page= still answers its first page.
    expect((await events({ page: '1' })).events).toEqual(first.events);
  });

  it('filters by admin and by kind, together or alone', async () => {
    const byBia = await events({ actorId: bia.user?.id });
    expect(byBia.events).toHaveLength(4);
    expect(byBia.events.every((e) => e.actor.id === bia.user?.id)).toBe(true);
    const roles = await events({ kind: 'role' });
    expect(roles.events.map((e) => e.action)).toEqual(['user.role_changed', 'user.role_changed']);
    const subscriptionsByAna = await events({ kind: 'subscription', actorId: ana.user?.id });
    expect(subscriptionsByAna.events).toHaveLength(0);
    const users = await events({ kind: 'user' });
    expect(users.events.map((e) => e.action).sort()).toEqual([
      'user.created',
      'user.deleted',
      'user.updated',
      'user.updated',
    ]);
  });

  it('lists one member’s history (the card’s Histórico), even after they are gone', async () => {
    const history = await events({ userId: memberId });
    expect(history.events).toHaveLength(9);
    expect(history.events.every((e) => e.target.id === memberId)).toBe(true);
  });

  it('leaves the automatic session-limit events out of the whole trail unless asked, and keeps them in a kind or a history', async () => {
    const target = { id: bia.user?.id ?? null, email: 'bia@exemplo.com.br' };
    for (let i = 0; i < 3; i++)
      await recordAudit({
        db: t.db,
        actor: { id: null, label: 'Limite de dispositivos' },
        action: 'session.replaced',
        target,
        before: { dispositivo: 'Chrome no Windows', ip: '203.0.113.7' },
      });
    const replaced = (page: { events: { action: string }[] }) =>
      page.events.filter((e) => e.action === 'session.replaced').length;
    expect(replaced(await events())).toBe(0);
    expect(replaced(await events({ automatic: '1' }))).toBe(3);
    expect(replaced(await events({ kind: 'session' }))).toBe(3);
    expect(replaced(await events({ userId: bia.user?.id }))).toBe(3);
  });

  it.each([
    ['kind=outra', 'Tipo de ação inválido.'],
    ['automatic=sim', 'Filtro de eventos automáticos inválido.'],
    ['actorId=a%20b', 'Administrador inválido.'],
    ['userId=%27%3B', 'Usuário inválido.'],
    ['page=0', 'Página inválida.'],
    ['page=2', 'Esta lista não tem páginas numeradas: use Mais antigos e Mais recentes.'],
    ['cursor=abc', CURSOR_MESSAGE],
    // Well formed, but a number where the list's ids are UUIDs.
    [`cursor=${encodeCursor({ direction: 'older', at: new Date(), id: '42' })}`, CURSOR_MESSAGE],
  ])('refuses %s with a Portuguese message', async (query, message) => {
    // Raw query strings (an unknown kind among them), as a hand-edited URL would send them.
    const res = await t.request(`/api/admin/audit?${query}`, { cookie: ana.cookie });
    const body = await errorAt(res, 400);
    expectPortugueseError(body);
    expect(body.message).toBe(message);
  });
});

it('GET /api/admin/audit/admins lists today’s admins for the filter', async () => {
  const res = await t.api(ana.cookie).admin.audit.admins.$get();
  const { admins } = await res.json();
  const ids = admins.map((a) => a.id);
  expect(ids).toEqual(expect.arrayContaining([ana.user?.id, bia.user?.id]));
  expect(ids).not.toContain(memberId);
});
