import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { clockedToolsApi, configureBoth, WINDOW_START } from '../../../../test/tools-access';
import { errorAt } from '../../../../test/typed-body';
import { CODE_RATE_LIMITED } from './code-rate-limit';
import { codeRequestLogOf } from './code-request-log';

// Decision 013: the request log is the rate limit (CODE_LIMIT_PER_MINUTE per member), counting
// the rows in the table plus those this process has not written yet. The clock is the test's.

const { t, admin } = testAppWithAdminForFile();

describe('the code rate limit', () => {
  it('is per person with a pt-BR message, and passes with the minute', async () => {
    await configureBoth(t, admin.cookie);
    const [ana, bruno] = await Promise.all([t.as('subscriber'), t.as('subscriber')]);
    let now = WINDOW_START + 600_000;
    const api = clockedToolsApi(t.deps, () => now);
    const askAs = (caller: Caller) => api(caller.cookie).code.$post();
    for (let i = 0; i < t.deps.env.CODE_LIMIT_PER_MINUTE; i++) expect((await askAs(ana)).status).toBe(200);
    expect((await errorAt(await askAs(ana), 429)).message).toBe(CODE_RATE_LIMITED);
    expect((await askAs(bruno)).status).toBe(200);
    // The same once the records are in the table (any app process reads them there).
    await codeRequestLogOf(t.deps).flush();
    expect((await askAs(ana)).status).toBe(429);
    now += 60_000;
    expect((await askAs(ana)).status).toBe(200);
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
