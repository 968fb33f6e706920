import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import type { AuditAction } from '../../../shared/audit-actions';
import { SESSION_REPLACED } from '../../../shared/schemas/session';
import { loadEnv } from '../../platform/config/env';
import { MESSAGES } from '../../platform/http/app-error';
import { createUser } from '../../seed/factories';

// A member sees and ends their own sessions; a sign-in past MAX_SESSIONS_PER_MEMBER
// (3 by default) ends the oldest, whose device hears why. One proxy in front, so each sign-in
// comes from the address its X-Forwarded-For names.
const t = testAppForFile({ TRUST_PROXY: '1' });

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Person = Awaited<ReturnType<typeof createUser>>;

/** Signs `person` in from a device (user agent) and address; returns the session cookie. */
async function signInFrom(
  person: Person,
  device: { ua?: string; ip: string; headers?: Record<string, string> },
) {
  const res = await t.request('/api/auth/sign-in', {
    method: 'POST',
    json: { email: person.email, password: person.password },
    headers: { 'user-agent': device.ua ?? CHROME_WINDOWS, 'x-forwarded-for': device.ip, ...device.headers },
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const listAs = async (cookie: string) => bodyAt(await t.api(cookie).me.sessions.$get(), 200);
const sessionIdsOf = async (userId: string) =>
  (
    await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.id);
const auditOf = (userId: string, action: AuditAction) =>
  t.db
    .selectFrom('audit_events')
    .selectAll()
    .where('target_user_id', '=', userId)
    .where('action', '=', action)
    .execute();

describe('Sessões ativas', () => {
  it("lists the member's own sessions only, this device first, with device, IP and times", async () => {
    const ana = await createUser(t.deps);
    const other = await createUser(t.deps);
    const phone = await signInFrom(ana, { ua: SAFARI_IPHONE, ip: '200.1.1.1' });
    await signInFrom(other, { ip: '9.9.9.9' });
    const desktop = await signInFrom(ana, { ua: CHROME_WINDOWS, ip: '200.2.2.2' });
    // The phone was used after the desktop signed in: the others follow by last activity.
    await t.request('/api/me', { cookie: phone });

    const sessions = await listAs(desktop);
    expect(sessions.map(({ device, kind, ip, current }) => ({ device, kind, ip, current }))).toEqual([
      { device: 'Chrome no Windows', kind: 'computer', ip: '200.2.2.2', current: true },
      { device: 'Safari no iPhone', kind: 'phone', ip: '200.1.1.1', current: false },
    ]);
    for (const session of sessions) {
      expect(new Date(session.signedInAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(new Date(session.lastActiveAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(JSON.stringify(sessions)).not.toContain('9.9.9.9');
    expect((await listAs(phone))[0]).toMatchObject({ device: 'Safari no iPhone', current: true });
  });

  it('takes the address from the trusted proxy, never from a header the client wrote', async () => {
    const person = await createUser(t.deps);
    const cookie = await signInFrom(person, {
      ip: '10.0.0.1, 177.7.7.7',
      headers: { 'x-hub-client-ip': '6.6.6.6' },
    });
    expect((await listAs(cookie))[0]?.ip).toBe('177.7.7.7');
  });

  it('marks a session active again once its last activity is over five minutes old', async () => {
    const person = await createUser(t.deps);
    const cookie = await signInFrom(person, { ip: '1.1.1.1' });
    const [id] = await sessionIdsOf(person.id);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await t.db
      .updateTable('sessions')
      .set({ updated_at: tenMinutesAgo })
      .where('id', '=', id ?? '')
      .execute();
    await t.request('/api/me', { cookie });
    const [session] = await listAs(cookie);
    expect(new Date(session?.lastActiveAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends one other session, audited; that device is signed out with the usual 401', async () => {
    const person = await createUser(t.deps);
    const laptop = await signInFrom(person, { ua: FIREFOX_LINUX, ip: '3.3.3.3' });
    const desktop = await signInFrom(person, { ip: '4.4.4.4' });
    const laptopId = (await listAs(desktop)).find((session) => !session.current)?.id ?? '';

    const res = await t.api(desktop).me.sessions[':id'].$delete({ param: { id: laptopId } });
    expect(await bodyAt(res, 200)).toEqual({ message: 'Sessão encerrada.' });
    expect((await listAs(desktop)).map((session) => session.current)).toEqual([true]);
    const refused = await errorAt(await t.api(laptop).me.sessions.$get(), 401);
    expect(refused).toMatchObject({ message: MESSAGES.unauthenticated, code: 'unauthenticated' });
    expect(await (await t.request('/api/me', { cookie: laptop })).json()).toEqual({
      profile: null,
      subscription: null,
    });

    const [audit] = await auditOf(person.id, 'session.ended');
    expect(audit).toMatchObject({ actor_id: person.id, actor_label: person.email });
    expect(JSON.parse(audit?.before ?? '{}')).toEqual({ dispositivo: 'Firefox no Linux', ip: '3.3.3.3' });
  });

  it("never ends another member's session (404) nor this device's own (400, Sair does)", async () => {
    const ana = await createUser(t.deps);
    const bruno = await createUser(t.deps);
    const anaCookie = await signInFrom(ana, { ip: '5.5.5.5' });
    const brunoCookie = await signInFrom(bruno, { ip: '6.6.6.6' });
    const [brunoId] = await sessionIdsOf(bruno.id);
    const [anaId] = await sessionIdsOf(ana.id);

    const res = await t.api(anaCookie).me.sessions[':id'].$delete({ param: { id: brunoId ?? '' } });
    expect(await errorAt(res, 404)).toMatchObject({ message: MESSAGES.notFound });
    expect(await listAs(brunoCookie)).toHaveLength(1);

    const own = await t.api(anaCookie).me.sessions[':id'].$delete({ param: { id: anaId ?? '' } });
    expect((await errorAt(own, 400)).message).toBe('Para encerrar a sessão deste dispositivo, use Sair.');
    expect(await listAs(anaCookie)).toHaveLength(1);
  });

  it.each([
    ["1' or '1'='1", 400],
    ['x'.repeat(65), 400],
    ['%00', 400],
    ['..%2F..%2Fetc', 400],
    ['nao-existe', 404],
  ])('answers the id %s with %i, never 500, and ends nothing', async (id, status) => {
    const person = await createUser(t.deps);
    const cookie = await signInFrom(person, { ip: '7.7.7.7' });
    await signInFrom(person, { ip: '7.7.7.8' });
    const res = await t.request(`/api/me/sessions/${id}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(status);
    expect((await sessionIdsOf(person.id)).length).toBe(2);
  });

  it('ends every other session at once, audited, and keeps this one', async () => {
    const person = await createUser(t.deps);
    const others = [await signInFrom(person, { ip: '8.8.8.1' }), await signInFrom(person, { ip: '8.8.8.2' })];
    const current = await signInFrom(person, { ip: '8.8.8.3' });

    const res = await t.api(current).me.sessions['end-others'].$post();
    expect(await bodyAt(res, 200)).toEqual({ message: '2 sessões encerradas.', ended: 2 });
    expect((await listAs(current)).map((session) => [session.ip, session.current])).toEqual([
      ['8.8.8.3', true],
    ]);
    for (const cookie of others) await errorAt(await t.api(cookie).me.sessions.$get(), 401);
    const [audit] = await auditOf(person.id, 'session.others_ended');
    expect(JSON.parse(audit?.before ?? '{}')).toEqual({ sessoes: 2 });
  });
});

describe('MAX_SESSIONS_PER_MEMBER (3 here)', () => {
  it('a 4th sign-in ends the oldest session, whose device hears why on its next request', async () => {
    const person = await createUser(t.deps);
    const devices = [];
    for (const ip of ['11.0.0.1', '11.0.0.2', '11.0.0.3']) devices.push(await signInFrom(person, { ip }));
    expect(await sessionIdsOf(person.id)).toHaveLength(3);
    const fourth = await signInFrom(person, { ip: '11.0.0.4', ua: SAFARI_IPHONE });

    expect((await listAs(fourth)).map((session) => session.ip).sort()).toEqual([
      '11.0.0.2',
      '11.0.0.3',
      '11.0.0.4',
    ]);
    const [oldest = '', ...kept] = devices;
    const refused = await errorAt(await t.api(oldest).me.sessions.$get(), 401);
    expect(refused).toEqual({ message: MESSAGES.sessionReplaced, code: SESSION_REPLACED });
    // A page load reads /api/me first (embedded in the page): "signed out", and why.
    const me = await t.request('/api/me', { cookie: oldest });
    expect(await me.json()).toEqual({ profile: null, subscription: null, sessionEnded: SESSION_REPLACED });
    for (const cookie of kept) expect(await listAs(cookie)).toHaveLength(3);

    const [audit] = await auditOf(person.id, 'session.replaced');
    expect(audit).toMatchObject({ actor_id: null, actor_label: 'Limite de dispositivos' });
    expect(JSON.parse(audit?.before ?? '{}')).toEqual({ dispositivo: 'Chrome no Windows', ip: '11.0.0.1' });
    // The ended token is remembered by its hash only.
    const tokens = (await t.db.selectFrom('ended_sessions').select('token_hash').execute()).map(
      (row) => row.token_hash,
    );
    expect(tokens.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(JSON.stringify(tokens)).not.toContain(decodeURIComponent(oldest).split('=')[1]?.split('.')[0]);
  });

  it('exempts admins', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const cookies = [];
    for (let i = 1; i <= 5; i++) cookies.push(await signInFrom(admin, { ip: `12.0.0.${i}` }));
    expect(await sessionIdsOf(admin.id)).toHaveLength(5);
    for (const cookie of cookies) expect(await listAs(cookie)).toHaveLength(5);
  });

  it('counts sign-ins in the admin\'s "Membros com mais IPs"', async () => {
    await t.db.deleteFrom('sign_ins').execute(); // this file's other sign-ins
    const admin = await createUser(t.deps, { role: 'admin' });
    const adminCookie = await signInFrom(admin, { ip: '13.0.0.1' });
    const person = await createUser(t.deps, { fullName: 'Pessoa Espalhada' });
    for (const ip of ['14.0.0.1', '14.0.0.2', '14.0.0.3', '14.0.0.4', '14.0.0.5'])
      await signInFrom(person, { ip });

    const rows = await bodyAt(await t.api(adminCookie)['tools-access']['ip-spread'].$get(), 200);
    expect(rows[0]).toMatchObject({
      userEmail: person.email,
      userName: 'Pessoa Espalhada',
      ipCount: 5,
      requestCount: 0,
      signInCount: 5,
    });
  });

  it('is read from the environment: 3 by default, a whole number from 1 to 100', () => {
    expect(loadEnv({}).MAX_SESSIONS_PER_MEMBER).toBe(3);
    expect(loadEnv({ MAX_SESSIONS_PER_MEMBER: '5' }).MAX_SESSIONS_PER_MEMBER).toBe(5);
    for (const bad of ['0', '101', '2.5', 'tres'])
      expect(() => loadEnv({ MAX_SESSIONS_PER_MEMBER: bad })).toThrow(
        /MAX_SESSIONS_PER_MEMBER: deve ser um número inteiro de 1 a 100/,
      );
  });
});
