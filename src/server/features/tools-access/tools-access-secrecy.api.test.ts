import { describe, expect, it } from 'vitest';
import { type Caller, ROLES } from '../../../../test/access-matrix';
import { expectPortugueseError } from '../../../../test/api-helpers';
import type { TestApp } from '../../../../test/test-app';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { ADMIN, clearSettings, configureBoth, SECRETS, TOOL } from '../../../../test/tools-access';

// Secrets are write-only (docs/decisions/013-tools-access.md), the logins reach only whoever may use them.

const { t, admin } = testAppWithAdminForFile();

type Api = ReturnType<TestApp['api']>['tools-access'];
/** Every endpoint of the feature, called as one caller. */
const ENDPOINTS: Record<string, (api: Api) => Promise<{ status: number; text(): Promise<string> }>> = {
  'GET credentials': (api) => api.credentials.$get(),
  'POST code': (api) => api.code.$post(),
  'GET admin-access': (api) => api['admin-access'].$get(),
  'POST admin-access/code': (api) => api['admin-access'].code.$post(),
  'GET settings': (api) => api.settings.$get(),
  'PUT settings/tools': (api) => api.settings[':group'].$put({ param: { group: 'tools' }, json: TOOL }),
  'PUT settings/admin': (api) => api.settings[':group'].$put({ param: { group: 'admin' }, json: TOOL }),
  'POST settings/generated-secret': (api) => api.settings['generated-secret'].$post(),
  'GET requests': (api) => api.requests.$get({ query: {} }),
  'GET ip-spread': (api) => api['ip-spread'].$get(),
};
const answersOf = async (caller: Caller) => {
  const api = t.api(caller.cookie)['tools-access'];
  const answers: { endpoint: string; status: number; text: string }[] = [];
  for (const [endpoint, call] of Object.entries(ENDPOINTS)) {
    const res = await call(api);
    answers.push({ endpoint, status: res.status, text: await res.text() });
  }
  return answers;
};

describe('secrecy', () => {
  it.each(ROLES.filter((role) => role !== 'subscriber' && role !== 'admin'))(
    'a %s gets 401/403 from every endpoint and no secret or credential',
    async (role) => {
      await configureBoth(t, admin.cookie);
      for (const { endpoint, status, text } of await answersOf(await t.as(role))) {
        expect(status, endpoint).toBe(role === 'visitor' ? 401 : 403);
        for (const value of [...SECRETS, TOOL.password, TOOL.email, ADMIN.email])
          expect(text, endpoint).not.toContain(value);
        expectPortugueseError(JSON.parse(text));
      }
    },
  );

  it('a subscriber gets the tool login and code, never a secret nor the admin access', async () => {
    await configureBoth(t, admin.cookie);
    const subscriber = await t.as('subscriber');
    for (const { endpoint, status, text } of await answersOf(subscriber)) {
      expect(status, endpoint).toBe(endpoint === 'GET credentials' || endpoint === 'POST code' ? 200 : 403);
      for (const value of [...SECRETS, ADMIN.email]) expect(text, endpoint).not.toContain(value);
    }
    const credentials = await t.api(subscriber.cookie)['tools-access'].credentials.$get();
    expect(await credentials.json()).toEqual({ email: TOOL.email, password: TOOL.password });
  });

  it('gives a subscriber empty credentials before an admin configures them', async () => {
    await clearSettings(t);
    const subscriber = await t.as('subscriber');
    const res = await t.api(subscriber.cookie)['tools-access'].credentials.$get();
    expect(await res.json()).toEqual({ email: null, password: null });
  });

  it('admins may read the admin-access login', async () => {
    await configureBoth(t, admin.cookie);
    const res = await t.api(admin.cookie)['tools-access']['admin-access'].$get();
    expect(await res.json()).toEqual({ email: ADMIN.email, password: ADMIN.password });
  });
});
