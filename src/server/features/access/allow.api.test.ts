import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Role, type TestApp } from '../../../../test/test-app';
import type { Access } from '../../../shared/routes';
import type { AppEnv } from '../../app-env';
import { errorHandler, MESSAGES } from '../../platform/http/app-error';
import type { CreateUserOptions } from '../../seed/factories';
import { allow, assertEveryRouteDeclaresAccess } from './allow';

// No API route needs a subscription or the admin role yet: a probe app proves what allow() enforces.
let t: TestApp;
let probe: Hono<AppEnv>;
beforeAll(async () => {
  t = await createTestApp();
  const levels = new Hono<AppEnv>();
  for (const level of ['visitor', 'member', 'subscriber', 'admin'] as Access[])
    levels.get(`/${level}`, allow(level, t.deps), (c) => c.json({ ok: true }));
  probe = new Hono<AppEnv>();
  probe.onError(errorHandler(t.deps.logger));
  probe.route('/', levels);
});
afterAll(() => t.close());

const OK = 200;
const NO_SESSION = [401, MESSAGES.unauthenticated] as const;
const NO_PLAN = [403, MESSAGES.subscriptionRequired] as const;
const NOT_ADMIN = [403, MESSAGES.adminOnly] as const;

const EXPECTED: Record<Role, Record<Access, number | readonly [number, string]>> = {
  visitor: { visitor: OK, member: NO_SESSION, subscriber: NO_SESSION, admin: NO_SESSION },
  member: { visitor: OK, member: OK, subscriber: NO_PLAN, admin: NOT_ADMIN },
  expired: { visitor: OK, member: OK, subscriber: NO_PLAN, admin: NOT_ADMIN },
  subscriber: { visitor: OK, member: OK, subscriber: OK, admin: NOT_ADMIN },
  admin: { visitor: OK, member: OK, subscriber: OK, admin: OK },
};

async function expectOutcome(
  cookie: string | undefined,
  level: Access,
  expected: number | readonly [number, string],
) {
  const res = await probe.request(`/${level}`, { headers: cookie ? { cookie } : {} });
  const [status, message] = typeof expected === 'number' ? [expected, undefined] : expected;
  expect(res.status, level).toBe(status);
  if (message) expect((await res.json()).message).toBe(message);
}

describe('allow(level) follows the guard order on the server', () => {
  it.each(Object.keys(EXPECTED) as Role[])('for a %s', async (role) => {
    const { cookie } = await t.as(role);
    for (const [level, expected] of Object.entries(EXPECTED[role]))
      await expectOutcome(cookie, level as Access, expected);
  });

  it.each<[string, CreateUserOptions['subscription']]>([
    ['a grant ended now, before its date', { status: 'ended', expiresInDays: 10 }],
    ['a refunded grant, before its date', { status: 'refunded', expiresInDays: 10 }],
    ['an "active" grant whose date has passed', { status: 'active', expiresInDays: -1 }],
    ['a grant cancelled at period end whose date has passed', { status: 'cancelled', expiresInDays: -1 }],
  ])('treats %s as no subscription', async (_, subscription) => {
    const { cookie } = await t.as('member', { subscription });
    await expectOutcome(cookie, 'subscriber', NO_PLAN);
  });

  it.each<[string, CreateUserOptions['subscription']]>([
    [
      'a grant cancelled at the end of its period, until that date',
      { status: 'cancelled', expiresInDays: 10 },
    ],
    ['a lifetime grant, which has no end', { plan: 'vitalicio' }],
  ])('lets in %s', async (_, subscription) => {
    const { cookie } = await t.as('member', { subscription });
    await expectOutcome(cookie, 'subscriber', 200);
  });

  it('refuses to start an API with a route that declares no access rule', () => {
    const api = new Hono<AppEnv>().get('/declared', allow('member', t.deps), (c) => c.text('ok'));
    expect(() => assertEveryRouteDeclaresAccess(api)).not.toThrow();
    api.post('/forgotten', (c) => c.text('oops'));
    expect(() => assertEveryRouteDeclaresAccess(api)).toThrow(
      'Routes without an access rule: POST /forgotten',
    );
  });
});
