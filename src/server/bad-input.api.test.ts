import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError, servedRoutes, snapshotDatabase } from '../../test/api-helpers';
import { type BadInput, type BadInputEndpoint, type FieldKind, once } from '../../test/bad-input';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MESSAGES } from './platform/http/app-error';
import { createUser } from './seed/factories';

let t: TestApp;
let memberCookie: string | undefined;
let adminCookie: string | undefined;
let subscriberCookie: string | undefined;
beforeAll(async () => {
  t = await createTestApp();
  memberCookie = (await t.as('member')).cookie;
  adminCookie = (await t.as('admin')).cookie;
  subscriberCookie = (await t.as('subscriber')).cookie;
});
afterAll(() => t.close());

const someone = once(() => createUser(t.deps));

// Each feature lists its body-reading routes in its own `<feature>.bad-input.ts`.
const features = import.meta.glob<{ badInput: BadInput }>('./features/*/*.bad-input.ts', { eager: true });
const lists = Object.values(features).map(({ badInput }) => badInput({ app: () => t, someone }));
const ENDPOINTS: BadInputEndpoint[] = lists.flatMap((list) => list.endpoints);
const BODILESS = lists.flatMap((list) => list.bodiless ?? []);
const MULTIPART = lists.flatMap((list) => list.multipart ?? []);
const SIGNED = lists.flatMap((list) => list.signed ?? []);

const send = async (
  endpoint: BadInputEndpoint,
  body: BodyInit | undefined,
  contentType = 'application/json',
  cookie = memberCookie,
) => {
  const [method, route] = endpoint.route.split(' ') as [string, string];
  return t.request((await endpoint.path?.()) ?? route, {
    method,
    body,
    headers: { 'content-type': contentType },
    cookie: endpoint.admin
      ? adminCookie
      : endpoint.subscriber
        ? subscriberCookie
        : endpoint.member
          ? cookie
          : undefined,
  });
};

/** The request is refused with a 4xx, a pt-BR message, and the database is exactly as before. */
async function expectRefused(request: () => Response | Promise<Response>, status = 400): Promise<void> {
  await Promise.all(ENDPOINTS.map((endpoint) => endpoint.path?.())); // records made before the snapshot
  const before = await snapshotDatabase(t);
  const res = await request();
  // 400 (413 for size): refused by validation, before the session, rate limits or the database count.
  expect(res.status).toBe(status);
  const body = await res.json();
  expectPortugueseError(body);
  if (status === 413) expect(body.message).toBe(MESSAGES.tooLarge);
  expect(await snapshotDatabase(t)).toEqual(before);
}

const TEN_KB = 'x'.repeat(10 * 1024);
const without = (body: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));

it('covers every route that accepts a body', () => {
  const withBody = servedRoutes(t).filter((route) => !route.startsWith('GET '));
  expect([...ENDPOINTS.map((e) => e.route), ...BODILESS, ...MULTIPART, ...SIGNED].sort()).toEqual(withBody);
});

describe.each(ENDPOINTS)('$route', (endpoint) => {
  const raw: [string, BodyInit | undefined, string][] = [
    ['no body', undefined, 'application/json'],
    ['an empty body', '', 'application/json'],
    ['malformed JSON', '{"email": ', 'application/json'],
    ['a valid body sent as text/plain', JSON.stringify(endpoint.valid), 'text/plain'],
    [
      'a form-encoded body',
      new URLSearchParams(Object.entries(endpoint.valid).map(([k, v]) => [k, String(v)])).toString(),
      'application/x-www-form-urlencoded',
    ],
    ['a JSON array', JSON.stringify([endpoint.valid]), 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a JSON string', '"texto"', 'application/json'],
    ['a JSON number', '42', 'application/json'],
    ['an empty object', '{}', 'application/json'],
    ['an extra field', JSON.stringify({ ...endpoint.valid, extra: 'x' }), 'application/json'],
    [
      'a prototype key',
      `{"__proto__":{"role":"admin"},${JSON.stringify(endpoint.valid).slice(1)}`,
      'application/json',
    ],
  ];
  it.each(raw)('refuses %s', (_, body, contentType) =>
    expectRefused(() => send(endpoint, body, contentType)),
  );

  it('refuses a 70 kB body with 413', async () => {
    const huge = JSON.stringify({ ...endpoint.valid, padding: 'x'.repeat(70 * 1024) });
    await expectRefused(() => send(endpoint, huge), 413);
  });

  const required = Object.entries(endpoint.fields);
  const fields = [...required, ...Object.entries(endpoint.optional ?? {})];
  const wrongTypes = (kind: FieldKind): unknown[] =>
    kind === 'price'
      ? ['12', null, true, {}, ['x']]
      : kind === 'flag'
        ? [123, null, 'true', {}, ['x']]
        : [123, null, true, {}, ['x']];
  it.each(required)('refuses a missing %s', (field) =>
    expectRefused(() => send(endpoint, JSON.stringify(without(endpoint.valid, field)))),
  );
  it.each(fields)('refuses %s of the wrong type', async (field, kind) => {
    for (const value of wrongTypes(kind))
      await expectRefused(() => send(endpoint, JSON.stringify({ ...endpoint.valid, [field]: value })));
  });
  it.each(fields)('refuses a 10 kB %s', (field) =>
    expectRefused(() => send(endpoint, JSON.stringify({ ...endpoint.valid, [field]: TEN_KB }))),
  );
  // A NUL byte is text PostgreSQL cannot store; it must never reach a query. Also at the end of a
  // value that is otherwise valid: a URL parser drops trailing control characters and accepts it.
  const withControlCharacters = (valid: unknown) =>
    typeof valid === 'string' ? [`${valid}\u0000`, `${valid}\u001b`, `${valid}\u007f`] : [];
  it.each(fields.filter(([, kind]) => kind !== 'password'))(
    'refuses control characters in %s',
    async (field) => {
      for (const value of ['a\u0000b', ...withControlCharacters(endpoint.valid[field])])
        await expectRefused(() => send(endpoint, JSON.stringify({ ...endpoint.valid, [field]: value })));
    },
  );

  it.each(fields)(
    'never fails on SQL or HTML in %s',
    async (field) => {
      const tables = (await snapshotDatabase(t)).tables;
      for (const value of HOSTILE) {
        const cookie = endpoint.endsSession ? (await t.as('member')).cookie : memberCookie;
        const body = JSON.stringify({ ...endpoint.valid, [field]: value });
        const res = await send(endpoint, body, 'application/json', cookie);
        expect(res.status, value).toBeLessThan(500);
        if (endpoint.member || endpoint.subscriber || endpoint.admin)
          expect(res.status, 'the session must still be valid').not.toBe(401);
        if (res.status >= 400) expectPortugueseError(await res.json());
      }
      expect((await snapshotDatabase(t)).tables).toEqual(tables);
      // A password field hashes each value (and may sign a fresh member in for each): slow on a busy machine.
    },
    60_000,
  );
});

const HOSTILE = [
  "'; drop table profiles; --",
  "Robert'); DELETE FROM subscriptions; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
];

describe('names with SQL and HTML', () => {
  const name = `<script>alert("oi")</script> O'Brien'; drop table profiles; --`;

  it('stores a profile name verbatim and returns it verbatim as JSON text', async () => {
    const tables = (await snapshotDatabase(t)).tables;
    const res = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: memberCookie,
      json: { fullName: name },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()).profile.fullName).toBe(name);
    const me = await t.request('/api/me', { cookie: memberCookie });
    expect(me.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await me.json()).profile.fullName).toBe(name);
    const rows = await t.db.selectFrom('profiles').select('id').where('full_name', '=', name).execute();
    expect(rows).toHaveLength(1);
    expect((await snapshotDatabase(t)).tables).toEqual(tables);
  });

  it('creates an account whose name is SQL, and every table survives', async () => {
    const before = await snapshotDatabase(t);
    const email = 'robert.tables@exemplo.com.br';
    const res = await t.request('/api/auth/sign-up', {
      method: 'POST',
      json: { fullName: name, email, password: 'segredo-123' },
    });
    expect(res.status).toBe(201);
    const row = await t.db
      .selectFrom('profiles')
      .select('full_name')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row?.full_name).toBe(name);
    const after = await snapshotDatabase(t);
    expect(after.tables).toEqual(before.tables);
    expect(after.rows.profiles).toHaveLength((before.rows.profiles?.length ?? 0) + 1);
  });
});

describe('the e-mailed confirmation link', () => {
  it.each([
    ['no token', ''],
    ['a garbage token', '?token=abc'],
    ['a 10 kB token', `?token=${TEN_KB}`],
    ['a NUL byte', '?token=a%00b'],
    ['SQL', `?token=${encodeURIComponent("'; drop table profiles; --")}`],
    ['an outside callbackURL', '?token=abc&callbackURL=https%3A%2F%2Fevil.example'],
    ['a protocol-relative callbackURL', '?token=abc&callbackURL=%2F%2Fevil.example'],
  ])('sends %s back to /auth with an error, changing nothing', async (_, query) => {
    const before = await snapshotDatabase(t);
    const res = await t.request(`/api/auth/verify-email${query}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/auth\?error=[A-Z_]+$/);
    expect(await snapshotDatabase(t)).toEqual(before);
  });
});

describe('unknown API paths and methods', () => {
  it.each([
    ['GET', '/api/nao-existe'],
    ['POST', '/api/me'],
    ['PUT', '/api/me/profile'],
    ['DELETE', '/api/me/profile'],
    ['GET', '/api/auth/admin/list-users'],
  ])('%s %s answers 404 in Portuguese', async (method, path) => {
    const res = await t.request(path, { method, cookie: memberCookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: MESSAGES.notFound });
  });
});
