import { TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../../test/test-app-for-file';
import type { AuditAction } from '../../../shared/audit-actions';
import type { TwoFactorEnrolment } from '../../../shared/schemas/two-factor';

// What the trail must also hold (docs/decisions/020-every-admin-write-audited.md): every member's
// data leaving as CSV, an admin shown the shared logins, and an admin's own password and
// two-factor changes.
const t = testAppForFile();

const rowsOf = (action: AuditAction) =>
  t.db
    .selectFrom('audit_events')
    .select(['actor_id', 'actor_label', 'target_user_id', 'target_label', 'after'])
    .where('action', '=', action)
    .execute();

it('records the member CSV export with the admin and the segment', async () => {
  const admin = await t.as('admin');
  const res = await t.request('/api/admin/users/export?search=planilha', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  await res.text();
  const [row] = await rowsOf('users.exported');
  expect(row).toMatchObject({ actor_id: admin.user?.id, target_label: 'Usuários: exportação CSV' });
  expect(JSON.parse(row?.after ?? '{}').segment).toMatchObject({ search: 'planilha' });
});

it("records an admin's reads of the shared tool login and the admin access, never a subscriber's", async () => {
  const admin = await t.as('admin');
  const subscriber = await t.as('subscriber');
  expect((await t.request('/api/tools-access/credentials', { cookie: subscriber.cookie })).status).toBe(200);
  expect(await rowsOf('settings.tools_credentials_viewed')).toEqual([]);

  expect((await t.request('/api/tools-access/credentials', { cookie: admin.cookie })).status).toBe(200);
  expect((await t.request('/api/tools-access/admin-access', { cookie: admin.cookie })).status).toBe(200);
  const tools = await rowsOf('settings.tools_credentials_viewed');
  const adminAccess = await rowsOf('settings.admin_access_viewed');
  expect(tools).toEqual([
    expect.objectContaining({ actor_id: admin.user?.id, target_label: 'Acesso às ferramentas' }),
  ]);
  expect(adminAccess).toEqual([
    expect.objectContaining({ actor_id: admin.user?.id, target_label: 'Acesso admin' }),
  ]);

  // The settings screen shows both in clear.
  expect((await t.request('/api/tools-access/settings', { cookie: admin.cookie })).status).toBe(200);
  expect(await rowsOf('settings.tools_credentials_viewed')).toHaveLength(2);
  expect(await rowsOf('settings.admin_access_viewed')).toHaveLength(2);
});

it("records an admin's own password change and two-factor on and off, about themselves", async () => {
  const admin = await t.as('admin');
  const id = admin.user?.id;
  const password = admin.user?.password ?? '';
  const post = (path: string, json: unknown, cookie = admin.cookie) =>
    t.request(path, { method: 'POST', cookie, json });

  const changed = await post('/api/me/password', {
    currentPassword: password,
    newPassword: 'nova-senha-123',
  });
  expect(changed.status).toBe(200);
  const cookie = changed.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  expect(await rowsOf('user.password_changed')).toEqual([
    expect.objectContaining({ actor_id: id, target_user_id: id }),
  ]);

  const started = await post('/api/auth/two-factor/enable', { password: 'nova-senha-123' }, cookie);
  const { secret } = (await started.json()) as TwoFactorEnrolment;
  const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
  const confirmed = await post('/api/auth/two-factor/confirm', { code }, cookie);
  expect(confirmed.status).toBe(200);
  expect(await rowsOf('user.two_factor_enabled')).toEqual([
    expect.objectContaining({ actor_id: id, target_user_id: id }),
  ]);
  // Enrolment replaced this device's session: its new cookie turns two-factor off again.
  const enrolled = confirmed.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  expect((await post('/api/auth/two-factor/disable', { password: 'nova-senha-123' }, enrolled)).status).toBe(
    200,
  );
  expect(await rowsOf('user.two_factor_disabled')).toEqual([
    expect.objectContaining({ actor_id: id, target_user_id: id }),
  ]);
});

it("leaves a member's own password change off the admins' trail", async () => {
  const member = await t.as('member');
  const changed = await t.request('/api/me/password', {
    method: 'POST',
    cookie: member.cookie,
    json: { currentPassword: member.user?.password ?? '', newPassword: 'nova-senha-123' },
  });
  expect(changed.status).toBe(200);
  const rows = await rowsOf('user.password_changed');
  expect(rows.filter((row) => row.target_user_id === member.user?.id)).toEqual([]);
});
