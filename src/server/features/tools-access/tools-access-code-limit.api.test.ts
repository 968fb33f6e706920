import { describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { clockedToolsApi, codeRequestsOf, configureBoth, WINDOW_START } from '../../../../test/tools-access';
import { errorAt } from '../../../../test/typed-body';
import { codeRequestLogOf } from './code-service';
import { CODE_RATE_LIMITED } from './one-time-code';

// Decision 013: the request log is the rate limit (CODE_LIMIT_PER_MINUTE per member), counting
// the rows in the table plus those this process has not written yet. The clock is the test's.

const { t, admin } = testAppWithAdminForFile();

describe('the code rate limit', () => {
  it('is per person with a pt-BR message, and passes with the minute', async () => {
    await configureBoth(t, admin.cookie);
    const [ana, bruno] = await Promise.all([t.as('subscriber'), t.as('subscriber')]);
    let now = WINDOW_START + 600_000;
    const api = clockedToolsApi(t.deps, () => now);
    // Each request from another browser: the same browser asking again in a window is free (below).
    let browser = 0;
    const askAs = (caller: Caller) =>
      api(caller.cookie).code.$post(undefined, { headers: { 'user-agent': `Script/${++browser}` } });
    for (let i = 0; i < t.deps.env.CODE_LIMIT_PER_MINUTE; i++) expect((await askAs(ana)).status).toBe(200);
    expect((await errorAt(await askAs(ana), 429)).message).toBe(CODE_RATE_LIMITED);
    expect((await askAs(bruno)).status).toBe(200);
    // The same once the records are in the table (any app process reads them there).
    await codeRequestLogOf(t.deps).flush();
    expect((await askAs(ana)).status).toBe(429);
    now += 60_000;
    expect((await askAs(ana)).status).toBe(200);
  });

  it('does not count a reopened dialog: the same browser is handed the same code, unrecorded', async () => {
    await configureBoth(t, admin.cookie);
    const member = await t.as('subscriber');
    let now = WINDOW_START + 1_800_000;
    const ask = clockedToolsApi(t.deps, () => now)(member.cookie).code;
    const codeNow = async () => {
      const body = await (await ask.$post()).json();
      return 'code' in body ? body.code : null;
    };
    const first = await codeNow();
    expect(first).toMatch(/^\d{6}$/);
    // Opened 13 times in one window (as a member once did), half of them after the first were written.
    for (let i = 0; i < 13; i++) {
      if (i === 6) await codeRequestLogOf(t.deps).flush();
      now += 1_000;
      expect(await codeNow()).toBe(first);
    }
    expect(await codeRequestsOf(t, member.user?.id)).toHaveLength(1);
    // The next window's code is a new request; so is another browser asking for the same code.
    now = WINDOW_START + 1_800_000 + 30_000;
    expect((await ask.$post()).status).toBe(200);
    expect((await ask.$post(undefined, { headers: { 'user-agent': 'Outro/2.0' } })).status).toBe(200);
    expect(await codeRequestsOf(t, member.user?.id)).toHaveLength(3);
  });

  it('still limits a member whose browser already has the code once the limit is reached elsewhere', async () => {
    await configureBoth(t, admin.cookie);
    const member = await t.as('subscriber');
    const now = WINDOW_START + 2_400_000;
    const api = clockedToolsApi(t.deps, () => now)(member.cookie);
    for (let i = 0; i < t.deps.env.CODE_LIMIT_PER_MINUTE; i++)
      expect((await api.code.$post(undefined, { headers: { 'user-agent': `Script/${i}` } })).status).toBe(
        200,
      );
    // The first browser reopening its dialog is served what it already has; a new one is refused.
    expect((await api.code.$post(undefined, { headers: { 'user-agent': 'Script/0' } })).status).toBe(200);
    expect((await api.code.$post()).status).toBe(429);
  });

  it('limits and recognises a browser the same when Better Auth reads the session (no one-trip read)', async () => {
    await configureBoth(t, admin.cookie);
    const member = await t.as('subscriber');
    // A cookie the fast session read hands to Better Auth: the code context is then read on its own.
    const { authCookies } = await t.deps.auth.$context;
    const cookie = `${member.cookie}; ${authCookies.dontRememberToken.name}=x`;
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession');
    const now = WINDOW_START + 3_000_000;
    const api = clockedToolsApi(t.deps, () => now)(cookie);
    const ask = (browser: string) => api.code.$post(undefined, { headers: { 'user-agent': browser } });
    for (let i = 0; i < t.deps.env.CODE_LIMIT_PER_MINUTE; i++)
      expect((await ask(`Script/${i}`)).status).toBe(200);
    expect((await ask('Script/0')).status).toBe(200);
    expect((await ask('Script/new')).status).toBe(429);
    expect(getSession).toHaveBeenCalledTimes(t.deps.env.CODE_LIMIT_PER_MINUTE + 2);
    await codeRequestLogOf(t.deps).flush();
    expect(await codeRequestsOf(t, member.user?.id)).toHaveLength(t.deps.env.CODE_LIMIT_PER_MINUTE);
  });

  it('limits the admin-access code per admin the same way', async () => {
    await configureBoth(t, admin.cookie);
    let now = WINDOW_START + 1_200_000;
    const askAsAdmin = clockedToolsApi(t.deps, () => now)(admin.cookie)['admin-access'].code;
    for (let i = 0; i < t.deps.env.CODE_LIMIT_PER_MINUTE; i++)
      expect((await askAsAdmin.$post()).status).toBe(200);
    expect((await errorAt(await askAsAdmin.$post(), 429)).message).toBe(CODE_RATE_LIMITED);
    now += 60_000;
    expect((await askAsAdmin.$post()).status).toBe(200);
  });
});
