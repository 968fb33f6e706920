import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp } from '../../../../test/test-app';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { errorAt } from '../../../../test/typed-body';
import type { TwoFactorEnrolment } from '../../../shared/schemas/two-factor';
import { MESSAGES } from '../../platform/http/app-error';
import { createUser } from '../../seed/factories';

// Two-factor, TOTP and backup codes (docs/decisions/019-two-factor.md). This file's server runs
// ADMIN_TWO_FACTOR=required, the production default; every other API test runs `optional`
// (test/test-app.ts).
const t = testAppForFile({ ADMIN_TWO_FACTOR: 'required' });

type Person = Awaited<ReturnType<typeof createUser>>;

/** A cookie jar: later Set-Cookie headers replace (or, when expired, remove) earlier ones. */
function jar(initial = '') {
  const cookies = new Map(
    initial
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  return {
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', value = ''] = pair.split(/=(.*)/s);
        const expired = value === '' || attributes.some((a) => /max-age=0\b/i.test(a.trim()));
        if (expired) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    },
    get header() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
  };
}
type Jar = ReturnType<typeof jar>;

const post = async (cookies: Jar, path: string, json: unknown) =>
  cookies.take(await t.request(path, { method: 'POST', cookie: cookies.header, json }));
const get = async (cookies: Jar, path: string) =>
  cookies.take(await t.request(path, { cookie: cookies.header }));
const codeFor = (secret: string) => new TOTP({ secret, digits: 6, period: 30 }).generate();
const signedInAs = async (cookies: Jar) =>
  ((await (await get(cookies, '/api/me')).json()) as { profile: { email: string } | null }).profile?.email ??
  null;

async function signIn(person: Person) {
  const cookies = jar();
  const res = await post(cookies, '/api/auth/sign-in', { email: person.email, password: person.password });
  expect(res.status).toBe(200);
  return { cookies, body: (await res.json()) as { ok: true; twoFactorRedirect?: true } };
}

/** Turns two-factor on for a signed-in person; returns the secret and the backup codes. */
async function enrol(person: Person, cookies: Jar) {
  const started = await post(cookies, '/api/auth/two-factor/enable', { password: person.password });
  expect(started.status).toBe(200);
  const enrolment = (await started.json()) as TwoFactorEnrolment;
  const confirmed = await post(cookies, '/api/auth/two-factor/confirm', { code: codeFor(enrolment.secret) });
  expect(confirmed.status).toBe(200);
  return enrolment;
}

describe('an admin under ADMIN_TWO_FACTOR=required', () => {
  it('gets 403 from admin APIs until enrolled, then in; sign-in then asks for the code', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const { cookies, body } = await signIn(admin);
    expect(body.twoFactorRedirect).toBeUndefined();

    const refused = await get(cookies, '/api/admin/users');
    const error = await errorAt(refused, 403);
    expect(error).toMatchObject({ code: 'two_factor_required', message: MESSAGES.twoFactorRequired });
    expect(await (await get(cookies, '/api/me')).json()).toMatchObject({ twoFactorPending: true });
    // Member routes stay open: the enrolment screen needs them.
    expect((await get(cookies, '/api/auth/two-factor')).status).toBe(200);

    const started = await post(cookies, '/api/auth/two-factor/enable', { password: admin.password });
    const enrolment = (await started.json()) as TwoFactorEnrolment;
    expect(enrolment.totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.totpUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.backupCodes).toHaveLength(10);
    // Started but not confirmed: still refused.
    expect((await get(cookies, '/api/admin/users')).status).toBe(403);

    // A wrong code is the form's error: the session (and the QR code on screen) stays.
    const wrong = await post(cookies, '/api/auth/two-factor/confirm', { code: '000000' });
    expect(await errorAt(wrong, 400)).toMatchObject({
      message: 'Código inválido. Confira o aplicativo e tente de novo.',
    });
    expect((await get(cookies, '/api/auth/two-factor')).status).toBe(200);
    const right = await post(cookies, '/api/auth/two-factor/confirm', { code: codeFor(enrolment.secret) });
    expect(right.status).toBe(200);
    expect((await get(cookies, '/api/admin/users')).status).toBe(200);
    expect(await (await get(cookies, '/api/me')).json()).not.toHaveProperty('twoFactorPending');
    expect(await (await get(cookies, '/api/auth/two-factor')).json()).toEqual({
      enabled: true,
      required: true,
    });

    // Required admins cannot turn it off.
    const off = await post(cookies, '/api/auth/two-factor/disable', { password: admin.password });
    expect((await errorAt(off, 403)).code).toBe('two_factor_required');

    // Signing in now takes a second step: no session until the code.
    const next = await signIn(admin);
    expect(next.body).toEqual({ ok: true, twoFactorRedirect: true });
    expect(await signedInAs(next.cookies)).toBeNull();
    const badCode = await post(next.cookies, '/api/auth/two-factor/verify', { code: '000000' });
    expect((await errorAt(badCode, 401)).message).toBe(
      'Código inválido. Confira o aplicativo e tente de novo.',
    );
    const malformed = await post(next.cookies, '/api/auth/two-factor/verify', { code: 'abc' });
    expectPortugueseError(await errorAt(malformed, 400));
    const good = await post(next.cookies, '/api/auth/two-factor/verify', { code: codeFor(enrolment.secret) });
    expect(good.status).toBe(200);
    expect(await signedInAs(next.cookies)).toBe(admin.email);
    expect((await get(next.cookies, '/api/admin/users')).status).toBe(200);
  });

  it('a backup code signs in once', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const { backupCodes } = await enrol(admin, (await signIn(admin)).cookies);
    const code = backupCodes[0] ?? '';

    const first = await signIn(admin);
    expect((await post(first.cookies, '/api/auth/two-factor/verify', { code })).status).toBe(200);
    expect(await signedInAs(first.cookies)).toBe(admin.email);

    const again = await signIn(admin);
    const reused = await post(again.cookies, '/api/auth/two-factor/verify', { code });
    expect((await errorAt(reused, 401)).message).toBe('Código de recuperação inválido ou já usado.');
    expect(await signedInAs(again.cookies)).toBeNull();
    // Typed without its dash, another one works.
    const other = (backupCodes[1] ?? '').replace('-', '');
    expect((await post(again.cookies, '/api/auth/two-factor/verify', { code: other })).status).toBe(200);
  });

  it('a trusted device skips the code for 30 days', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const { secret } = await enrol(admin, (await signIn(admin)).cookies);
    const device = await signIn(admin);
    await post(device.cookies, '/api/auth/two-factor/verify', { code: codeFor(secret), trustDevice: true });
    const trust = device.cookies.header.split('; ').find((c) => c.includes('trust_device'));
    expect(trust).toBeDefined();

    const again = jar(trust);
    const res = await post(again, '/api/auth/sign-in', { email: admin.email, password: admin.password });
    expect(await res.json()).toEqual({ ok: true });
    expect(await signedInAs(again)).toBe(admin.email);
    // The trusted device's session counts as having passed the second factor.
    expect((await get(again, '/api/admin/users')).status).toBe(200);
  });

  it("another admin resets an admin's two-factor, audited; the admin must enrol again", async () => {
    const lost = await createUser(t.deps, { role: 'admin' });
    const lostCookies = (await signIn(lost)).cookies;
    await enrol(lost, lostCookies);
    expect((await get(lostCookies, '/api/admin/users')).status).toBe(200);
    const helper = await createUser(t.deps, { role: 'admin' });
    const helperCookies = (await signIn(helper)).cookies;
    await enrol(helper, helperCookies);

    const reset = await t.request(`/api/admin/users/${lost.id}/two-factor`, {
      method: 'DELETE',
      cookie: helperCookies.header,
    });
    expect(reset.status).toBe(200);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['actor_id', 'target_email'])
      .where('action', '=', 'user.two_factor_reset')
      .execute();
    expect(audit).toEqual([{ actor_id: helper.id, target_email: lost.email }]);
    // Whoever holds the lost phone's sessions is signed out with it.
    expect(await signedInAs(lostCookies)).toBeNull();

    const back = await signIn(lost);
    expect(back.body).toEqual({ ok: true });
    expect((await get(back.cookies, '/api/admin/users')).status).toBe(403);

    const twice = await t.request(`/api/admin/users/${lost.id}/two-factor`, {
      method: 'DELETE',
      cookie: helperCookies.header,
    });
    expectPortugueseError(await errorAt(twice, 409));
    const self = await t.request(`/api/admin/users/${helper.id}/two-factor`, {
      method: 'DELETE',
      cookie: helperCookies.header,
    });
    expectPortugueseError(await errorAt(self, 409));
  });
});

describe('two-factor belongs to the session', () => {
  it('a password-only session opened before another browser enrols ends, and opens nothing after', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const browserB = (await signIn(admin)).cookies;
    expect((await get(browserB, '/api/admin/overview')).status).toBe(403);
    const browserA = (await signIn(admin)).cookies;
    await enrol(admin, browserA);

    expect((await get(browserA, '/api/admin/overview')).status).toBe(200);
    expect((await get(browserB, '/api/admin/overview')).status).toBe(401);
    expect((await get(browserB, '/api/tools-access/credentials')).status).toBe(401);
    expect(await signedInAs(browserB)).toBeNull();
  });

  it('an enrolled admin’s session that never gave the code is sent to sign in again, on admin and credential routes', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const cookies = (await signIn(admin)).cookies;
    await enrol(admin, cookies);
    // As a session from before sessions kept their second factor (migration 0054) reads.
    await t.db
      .updateTable('sessions')
      .set({ second_factor_at: null })
      .where('user_id', '=', admin.id)
      .execute();

    for (const path of [
      '/api/admin/overview',
      '/api/tools-access/credentials',
      '/api/tools-access/admin-access',
    ]) {
      const error = await errorAt(await get(cookies, path), 401);
      expect(error, path).toMatchObject({ code: 'second_factor_needed' });
      expectPortugueseError(error);
    }
    const code = await post(cookies, '/api/tools-access/code', {});
    expect((await errorAt(code, 401)).code).toBe('second_factor_needed');
    // Member routes stay open (Configurações, the sign-out).
    expect((await get(cookies, '/api/auth/two-factor')).status).toBe(200);
  });

  it('an unenrolled admin gets neither the shared login nor its code', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const { cookies } = await signIn(admin);
    expect((await errorAt(await get(cookies, '/api/tools-access/credentials'), 403)).code).toBe(
      'two_factor_required',
    );
    expect((await errorAt(await post(cookies, '/api/tools-access/code', {}), 403)).code).toBe(
      'two_factor_required',
    );
  });

  it('a member made admin is signed out everywhere, and enrols on the next sign-in', async () => {
    const helper = await createUser(t.deps, { role: 'admin' });
    const helperCookies = (await signIn(helper)).cookies;
    await enrol(helper, helperCookies);
    const member = await createUser(t.deps, { fullName: 'Futura Admin' });
    const memberCookies = (await signIn(member)).cookies;
    expect(await signedInAs(memberCookies)).toBe(member.email);

    const promoted = await t.request(`/api/admin/users/${member.id}`, {
      method: 'PATCH',
      cookie: helperCookies.header,
      json: { fullName: 'Futura Admin', role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect(await signedInAs(memberCookies)).toBeNull();
    const back = await signIn(member);
    expect((await get(back.cookies, '/api/admin/overview')).status).toBe(403);
  });
});

describe('members', () => {
  it('are never asked to enrol, and may turn it on and off', async () => {
    const member = await createUser(t.deps, { role: 'user', subscription: 'active' });
    const { cookies } = await signIn(member);
    expect(await (await get(cookies, '/api/me')).json()).not.toHaveProperty('twoFactorPending');
    expect(await (await get(cookies, '/api/auth/two-factor')).json()).toEqual({
      enabled: false,
      required: false,
    });

    const wrongPassword = await post(cookies, '/api/auth/two-factor/enable', { password: 'nao-e-a-senha' });
    expectPortugueseError(await errorAt(wrongPassword, 400));
    const { secret } = await enrol(member, cookies);
    const next = await signIn(member);
    expect(next.body.twoFactorRedirect).toBe(true);
    await post(next.cookies, '/api/auth/two-factor/verify', { code: codeFor(secret) });
    expect(await signedInAs(next.cookies)).toBe(member.email);

    const off = await post(next.cookies, '/api/auth/two-factor/disable', { password: member.password });
    expect(off.status).toBe(200);
    expect(await signedInAs(next.cookies)).toBe(member.email);
    expect((await signIn(member)).body).toEqual({ ok: true });
  });
});

describe('the device limit with two-factor on (MAX_SESSIONS_PER_MEMBER=3)', () => {
  it('counts a sign-in only once its code is right: the password step alone ends no session', async () => {
    const member = await createUser(t.deps, { role: 'user', subscription: 'active' });
    const first = await signIn(member);
    const { secret } = await enrol(member, first.cookies);
    const signInWithCode = async () => {
      const next = await signIn(member);
      expect(next.body.twoFactorRedirect).toBe(true);
      expect(
        (await post(next.cookies, '/api/auth/two-factor/verify', { code: codeFor(secret) })).status,
      ).toBe(200);
      return next.cookies;
    };
    const devices = [first.cookies, await signInWithCode(), await signInWithCode()];

    // Someone with the password but not the code: no device of the member's is pushed out.
    const stranger = await signIn(member);
    await post(stranger.cookies, '/api/auth/two-factor/verify', { code: '000000' });
    for (const device of devices) expect(await signedInAs(device)).toBe(member.email);

    // A fourth device that has the code ends the oldest.
    const fourth = await signInWithCode();
    expect(await signedInAs(first.cookies)).toBeNull();
    for (const device of [...devices.slice(1), fourth]) expect(await signedInAs(device)).toBe(member.email);
  });
});

describe('ADMIN_TWO_FACTOR=optional', () => {
  it('lets an unenrolled admin in', async () => {
    const optional = await createTestApp({ ADMIN_TWO_FACTOR: 'optional' });
    try {
      const admin = await optional.as('admin');
      expect((await optional.request('/api/admin/users', { cookie: admin.cookie })).status).toBe(200);
      const me = await optional.request('/api/me', { cookie: admin.cookie });
      expect(await me.json()).not.toHaveProperty('twoFactorPending');
    } finally {
      await optional.close();
    }
  });
});
