import { describe, expect, it } from 'vitest';
import { expectPortugueseError, snapshotDatabase } from '../../../../test/api-helpers';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { ADMIN, configureBoth, saveSettings, TOOL } from '../../../../test/tools-access';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { TOTP_SECRET_INVALID } from '../../../shared/schemas/tools-access';

// docs/decisions/013-tools-access.md: the credentials an admin owns, sealed at rest, secrets write-only.

const { t, admin } = testAppWithAdminForFile();

const save = (group: 'tools' | 'admin', json: typeof TOOL | Omit<typeof TOOL, 'totpSecret'>) =>
  saveSettings(t, admin.cookie, group, json);

const lastChangeId = async () =>
  (await t.db.selectFrom('settings_changes').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;
const changesSince = (id: number) =>
  t.db
    .selectFrom('settings_changes')
    .select(['setting', 'changed_by', 'changed_by_email'])
    .where('id', '>', id)
    .execute();

describe('settings an admin owns', () => {
  it('saves both groups sealed at rest, answering Autenticação configurada com sucesso', async () => {
    for (const [group, values] of [
      ['tools', TOOL],
      ['admin', ADMIN],
    ] as const) {
      const body = await bodyAt(await save(group, values), 200);
      expect(body.message).toBe('Autenticação configurada com sucesso');
      expect(body.settings).toMatchObject({
        email: values.email,
        password: values.password,
        secret: { configured: true, last4: values.totpSecret.slice(-4) },
      });
      expect(JSON.stringify(body)).not.toContain(values.totpSecret);
    }
    const row = await t.db
      .selectFrom('app_settings')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const stored = [
      row.tool_email,
      row.tool_password,
      row.totp_secret_key,
      row.admin_email,
      row.admin_password,
      row.admin_totp_secret,
    ];
    const plain = [TOOL.email, TOOL.password, TOOL.totpSecret, ADMIN.email, ADMIN.password, ADMIN.totpSecret];
    stored.forEach((value, i) => {
      expect(value).toMatch(/^v1:/);
      expect(value).not.toContain(plain[i]);
      expect(t.deps.secretBox.open(value ?? '')).toBe(plain[i]);
    });
  });

  it('records who changed which value and when, and only the values that changed', async () => {
    await configureBoth(t, admin.cookie);
    const before = Date.now();
    const lastId = await lastChangeId();
    const res = await save('tools', { email: TOOL.email, password: 'Outra-Senha-1' });
    const { settings } = await bodyAt(res, 200);
    // The secret was left out: kept, not changed.
    expect(settings.secret).toEqual({ configured: true, last4: TOOL.totpSecret.slice(-4) });
    expect(settings.lastChanges.password?.by).toBe(admin.user?.email);
    expect(new Date(settings.lastChanges.password?.at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await changesSince(lastId)).toEqual([
      { setting: 'tool_password', changed_by: admin.user?.id, changed_by_email: admin.user?.email },
    ]);
  });

  it('records nothing when the values are saved unchanged', async () => {
    await configureBoth(t, admin.cookie);
    const lastId = await lastChangeId();
    expect((await save('admin', { ...ADMIN, totpSecret: '' })).status).toBe(200);
    expect((await save('admin', ADMIN)).status).toBe(200);
    expect(await changesSince(lastId)).toEqual([]);
  });

  it('shows an admin the credentials but each secret only by its last 4 characters', async () => {
    await configureBoth(t, admin.cookie);
    const res = await t.api(admin.cookie)['tools-access'].settings.$get();
    const text = await res.text();
    for (const secret of [TOOL.totpSecret, ADMIN.totpSecret]) expect(text).not.toContain(secret);
    const body = JSON.parse(text);
    expect(body.tools).toMatchObject({
      email: TOOL.email,
      password: TOOL.password,
      secret: { last4: TOOL.totpSecret.slice(-4) },
    });
    expect(body.admin.lastChanges.email.by).toBe(admin.user?.email);
  });

  it('takes a secret as authenticators print it (lower case, spaces) and stores it normalised', async () => {
    const spaced = 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp';
    expect((await save('tools', { ...TOOL, totpSecret: spaced })).status).toBe(200);
    const row = await t.db.selectFrom('app_settings').select('totp_secret_key').executeTakeFirstOrThrow();
    expect(t.deps.secretBox.open(row.totp_secret_key ?? '')).toBe(TOOL.totpSecret);
  });

  // Bodies the types forbid go through request(): the typed client would not let them be sent.
  it.each([
    ['a secret that is not base32', { ...TOOL, totpSecret: 'not-base32-0189!' }, TOTP_SECRET_INVALID],
    ['a secret with 1, 8 and 9', { ...TOOL, totpSecret: 'JBSWY3DPEHPK3PX1' }, TOTP_SECRET_INVALID],
    ['a secret too short', { ...TOOL, totpSecret: 'JBSWY3DP' }, TOTP_SECRET_INVALID],
    ['a secret of the wrong type', { ...TOOL, totpSecret: 12345 }, TOTP_SECRET_INVALID],
    ['a missing e-mail', { password: 'x', totpSecret: '' }, 'Informe o email.'],
    ['an invalid e-mail', { ...TOOL, email: 'nao-e-email' }, 'Informe um email válido.'],
    ['an empty password', { ...TOOL, password: '' }, 'Informe a senha.'],
  ])('refuses %s with its pt-BR message, changing nothing', async (_, json, message) => {
    const before = await snapshotDatabase(t);
    const res = await t.request('/api/tools-access/settings/tools', {
      method: 'PUT',
      cookie: admin.cookie,
      json,
    });
    const body = await errorAt(res, 400);
    expectPortugueseError(body);
    expect(body.message).toBe(message);
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('refuses an unknown group', async () => {
    const res = await t.request('/api/tools-access/settings/outro', {
      method: 'PUT',
      cookie: admin.cookie,
      json: TOOL,
    });
    expect((await errorAt(res, 400)).message).toBe('Grupo de credenciais inválido.');
  });

  it.each(['member', 'expired', 'subscriber'] as const)(
    'tells a %s that only admins may change settings, and changes nothing',
    async (role) => {
      const caller = await t.as(role);
      const before = await snapshotDatabase(t);
      for (const group of ['tools', 'admin'] as const) {
        const res = await saveSettings(t, caller.cookie, group, { ...TOOL, password: 'tomada' });
        expect((await errorAt(res, 403)).message).toBe('Apenas administradores podem alterar configurações');
      }
      expect(await snapshotDatabase(t)).toEqual(before);
    },
  );

  it('generates a fresh base32 secret without storing it', async () => {
    const before = await snapshotDatabase(t);
    const res = await t.api(admin.cookie)['tools-access'].settings['generated-secret'].$post();
    const { secret } = await res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await snapshotDatabase(t)).toEqual(before);
  });
});
