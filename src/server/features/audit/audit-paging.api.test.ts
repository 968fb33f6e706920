import { randomUUID } from 'node:crypto';
import type { InferRequestType } from 'hono/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkKeyset } from '../../../../test/keyset-walk';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { bodyAt } from '../../../../test/typed-body';
import { AUDIT_KIND_ACTIONS, type AuditAction } from '../../../shared/audit-actions';

// The audit list pages by keyset (docs/decisions/025-keyset-paging.md) over (created_at, id) under
// every filter: each row once, in order, the same pages forward and back, rows of the same
// millisecond split by id.

const { t, admin } = testAppWithAdminForFile();
const OTHER_ADMIN = randomUUID();
const MEMBER = randomUUID();
const ACTIONS: AuditAction[] = [
  'user.updated',
  'session.ended',
  'subscription.renewed',
  'subscription.created',
];
type Query = InferRequestType<ReturnType<typeof t.api>['admin']['audit']['$get']>['query'];

beforeAll(async () => {
  await t.db.deleteFrom('audit_events').execute();
  // 47 rows, three to a millisecond, by two admins, about one member every other row.
  const start = Date.now() - 3_600_000;
  await t.db
    .insertInto('audit_events')
    .values(
      Array.from({ length: 47 }, (_, i) => ({
        id: randomUUID(),
        created_at: new Date(start + Math.floor(i / 3) * 1000),
        action: ACTIONS[i % ACTIONS.length] ?? 'user.updated',
        actor_id: i % 2 ? OTHER_ADMIN : (admin.user?.id ?? null),
        actor_label: i % 2 ? 'outro@exemplo.com.br' : (admin.user?.email ?? ''),
        target_user_id: i % 2 ? null : MEMBER,
        target_email: 'membro@exemplo.com.br',
        before: null,
        after: null,
      })),
    )
    .execute();
});

const walk = (query: Query) =>
  walkKeyset({
    read: async (cursor) =>
      bodyAt(
        await t.api(admin.cookie).admin.audit.$get({ query: { ...query, ...(cursor ? { cursor } : {}) } }),
        200,
      ),
    rowsOf: (page) => page.events,
    keyOf: (event) => ({ id: event.id, at: event.createdAt }),
  });

/** The ids the database holds for a filter: what a walk must meet, each once. */
async function idsWhere(where: { actorId?: string; userId?: string; actions?: readonly AuditAction[] }) {
  let query = t.db.selectFrom('audit_events').select('id');
  if (where.actorId) query = query.where('actor_id', '=', where.actorId);
  if (where.userId) query = query.where('target_user_id', '=', where.userId);
  if (where.actions) query = query.where('action', 'in', where.actions);
  return (await query.execute()).map((row) => row.id).sort();
}

describe('GET /api/admin/audit by keyset', () => {
  it('walks every row once, forward and back', async () => {
    const rows = await walk({});
    expect(rows.map((row) => row.id).sort()).toEqual(await idsWhere({}));
    expect(rows).toHaveLength(47);
  });

  it.each([
    ['an admin', { actorId: OTHER_ADMIN }, { actorId: OTHER_ADMIN }],
    ['a kind of several actions', { kind: 'subscription' }, { actions: AUDIT_KIND_ACTIONS.subscription }],
    ['a kind of one action', { kind: 'user' }, { actions: AUDIT_KIND_ACTIONS.user }],
    [
      'an admin and a kind',
      { kind: 'subscription', actorId: OTHER_ADMIN },
      { actorId: OTHER_ADMIN, actions: AUDIT_KIND_ACTIONS.subscription },
    ],
    ['one member (Histórico)', { userId: MEMBER }, { userId: MEMBER }],
  ] as const)('walks the rows of %s once, forward and back', async (_, query, where) => {
    const rows = await walk(query);
    const expected = await idsWhere(where);
    expect(expected.length).toBeGreaterThan(10);
    expect(rows.map((row) => row.id).sort()).toEqual(expected);
  });
});
