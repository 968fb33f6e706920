import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import {
  ADMIN,
  clearSettings,
  clockedToolsApi,
  codeRequestsOf,
  configureBoth,
  expectedCode,
  saveSettings,
  TOOL,
  WINDOW_START,
} from '../../../../test/tools-access';
import { createDeps } from '../../deps';
import { createSecretBox } from '../../platform/crypto/secret-box';
import { codeRequestLogOf } from './code-service';

// Decision 013: the code is computed on the server from its clock (moved here by the test, never
// waited for) and each code served is recorded in totp_requests, written behind.

const { t, admin } = testAppWithAdminForFile();

describe('before an admin configures anything', () => {
  it('says the code is not configured (no default secret, no 000000) and records nothing', async () => {
    await clearSettings(t);
    const subscriber = await t.as('subscriber');
    const res = await t.api(subscriber.cookie)['tools-access'].code.$post();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ configured: false });
    expect(await codeRequestsOf(t, subscriber.user?.id)).toEqual([]);
  });
});

describe('the code', () => {
  it('is computed on the server from its clock and rolls over with the 30-second window', async () => {
    await configureBoth(t, admin.cookie);
    const subscriber = await t.as('subscriber');
    let now = WINDOW_START + 24_000;
    const api = clockedToolsApi(t.deps, () => now)(subscriber.cookie);
    const first = await (await api.code.$post()).json();
    expect(first).toEqual({
      configured: true,
      code: expectedCode(TOOL.totpSecret, now),
      secondsRemaining: 6,
      periodSeconds: 30,
    });
    now = WINDOW_START + 30_000;
    expect(await (await api.code.$post()).json()).toEqual({
      configured: true,
      code: expectedCode(TOOL.totpSecret, now),
      secondsRemaining: 30,
      periodSeconds: 30,
    });
    expect(expectedCode(TOOL.totpSecret, now)).not.toBe(expectedCode(TOOL.totpSecret, now - 1_000));
  });

  it('is the next window’s in the last 5 seconds of a window (never a code about to die)', async () => {
    await configureBoth(t, admin.cookie);
    const subscriber = await t.as('subscriber');
    const now = WINDOW_START + 60_000 + 29_000;
    const api = clockedToolsApi(t.deps, () => now)(subscriber.cookie);
    expect(await (await api.code.$post()).json()).toEqual({
      configured: true,
      code: expectedCode(TOOL.totpSecret, now + 1_000),
      secondsRemaining: 31,
      periodSeconds: 30,
    });
  });

  it('records who asked, from where, with which browser', async () => {
    await configureBoth(t, admin.cookie);
    const subscriber = await t.as('subscriber', { fullName: 'Sofia Assinante' });
    const at = WINDOW_START + 120_000;
    await clockedToolsApi(t.deps, () => at)(subscriber.cookie).code.$post();
    const [row] = await codeRequestsOf(t, subscriber.user?.id);
    expect(row).toMatchObject({
      user_email: subscriber.user?.email,
      user_name: 'Sofia Assinante',
      ip_address: 'unknown', // in-process requests have no socket
      user_agent: 'Teste/1.0',
      created_at: new Date(at),
    });
  });

  it('names a member without a name by the e-mail, written behind without being asked to', async () => {
    await configureBoth(t, admin.cookie);
    const nameless = await t.as('subscriber', { fullName: '  ' });
    await t.api(nameless.cookie)['tools-access'].code.$post();
    // Written behind within 50 ms on a quiet machine: polled, so a busy one only takes longer.
    const namesInTable = () =>
      t.db
        .selectFrom('totp_requests')
        .select('user_name')
        .where('user_id', '=', nameless.user?.id ?? '')
        .execute();
    await expect.poll(namesInTable, { timeout: 10_000 }).toEqual([{ user_name: nameless.user?.email }]);
  });

  it('serves the code even when recording fails, and logs the failure', async () => {
    await configureBoth(t, admin.cookie);
    const caller = await t.as('subscriber');
    await codeRequestLogOf(t.deps).flush(); // nothing else queued: only this request is lost
    const error = vi.spyOn(t.deps.logger, 'error').mockImplementation(() => undefined);
    // A real failure of the insert, on either engine.
    const fail =
      t.kind === 'sqlite'
        ? [
            sql`create trigger refuse_code_requests before insert on totp_requests begin select raise(abort, 'disco cheio'); end`,
          ]
        : [
            sql`create function refuse_code_requests() returns trigger language plpgsql as $$ begin raise exception 'disco cheio'; end $$`,
            sql`create trigger refuse_code_requests before insert on totp_requests for each row execute function refuse_code_requests()`,
          ];
    for (const statement of fail) await statement.execute(t.db);
    try {
      const res = await t.api(caller.cookie)['tools-access'].code.$post();
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: expect.stringMatching(/^\d{6}$/) });
      await codeRequestLogOf(t.deps).flush();
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ lost: 1, userIds: [caller.user?.id] }),
        'could not record code requests',
      );
    } finally {
      await sql`drop trigger refuse_code_requests${sql.raw(t.kind === 'sqlite' ? '' : ' on totp_requests')}`.execute(
        t.db,
      );
      if (t.kind !== 'sqlite') await sql`drop function refuse_code_requests()`.execute(t.db);
      error.mockRestore();
    }
  });

  it('gives admins the admin-access code from its own secret, without recording it as a tool code', async () => {
    await configureBoth(t, admin.cookie);
    const now = WINDOW_START + 300_000;
    const res = await clockedToolsApi(t.deps, () => now)(admin.cookie)['admin-access'].code.$post();
    expect(await res.json()).toMatchObject({ code: expectedCode(ADMIN.totpSecret, now) });
    expect(await codeRequestsOf(t, admin.user?.id)).toEqual([]);
  });

  it('comes from the new secret right after a rotation, whichever app process saved it', async () => {
    await configureBoth(t, admin.cookie);
    // A second app with its own deps (credential store, request log) on the same database stands
    // for another process behind the load balancer. Both have served a code before each rotation,
    // so whatever either keeps in memory is warm. Both read the same clock, moved by the test.
    const otherDeps = await createDeps(t.deps.env, t.deps.logger);
    const now = WINDOW_START + 900_000;
    const apps = { this: clockedToolsApi(t.deps, () => now), other: clockedToolsApi(otherDeps, () => now) };
    const member = await t.as('subscriber');
    const expectCodes = async (secret: string, order: (keyof typeof apps)[]) => {
      for (const app of order) {
        const res = await apps[app](member.cookie).code.$post();
        expect(await res.json(), app).toMatchObject({ code: expectedCode(secret, now) });
      }
    };
    const rotated = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    try {
      await expectCodes(TOOL.totpSecret, ['this', 'other']);

      // Saved through this app, served by the other.
      expect((await saveSettings(t, admin.cookie, 'tools', { ...TOOL, totpSecret: rotated })).status).toBe(
        200,
      );
      await expectCodes(rotated, ['other', 'this']);

      // Saved through the other app, served by this one.
      const res = await apps
        .other(admin.cookie)
        .settings[':group'].$put({ param: { group: 'tools' }, json: TOOL });
      expect(res.status).toBe(200);
      await expectCodes(TOOL.totpSecret, ['this', 'other']);
    } finally {
      await codeRequestLogOf(otherDeps).flush();
      await otherDeps.database.db.destroy();
    }
  });

  it('treats a secret sealed under another APP_SECRET as not configured', async () => {
    await configureBoth(t, admin.cookie);
    const subscriber = await t.as('subscriber');
    const foreign = createSecretBox('outro-segredo-outro-segredo-outro-segredo').seal(TOOL.totpSecret);
    await t.db.updateTable('app_settings').set({ totp_secret_key: foreign }).execute();
    const warn = vi.spyOn(t.deps.logger, 'warn').mockImplementation(() => undefined);
    try {
      const res = await t.api(subscriber.cookie)['tools-access'].code.$post();
      expect(await res.json()).toEqual({ configured: false });
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
