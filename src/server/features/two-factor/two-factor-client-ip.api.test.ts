import { TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../../test/test-app-for-file';
import type { TwoFactorEnrolment } from '../../../shared/schemas/two-factor';
import { createUser } from '../../seed/factories';

// The address a session records comes from the connection or the trusted proxy alone
// (docs/product.md#accounts-and-sign-in): a header the client names like our internal one is
// replaced before any route runs, including the two-factor routes that hand Better Auth the
// request's headers as they came.
const t = testAppForFile({ TRUST_PROXY: '1' });

const PROXY_SAW = '177.7.7.7';
const FORGED = { 'x-forwarded-for': PROXY_SAW, 'x-hub-client-ip': '6.6.6.6' };

/** The cookies a response set, over the ones sent. */
function merged(cookie: string, res: Response) {
  const jar = new Map(cookie.split('; ').map((pair) => pair.split(/=(.*)/s) as [string, string]));
  for (const line of res.headers.getSetCookie()) {
    const [name = '', value = ''] = (line.split(';')[0] ?? '').split(/=(.*)/s);
    jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

it('records the proxy-seen address, never X-Hub-Client-Ip as sent, when two-factor is turned on and off', async () => {
  const person = await createUser(t.deps, { role: 'user' });
  const post = (path: string, cookie: string, json: unknown) =>
    t.request(path, { method: 'POST', cookie, json, headers: FORGED });

  const signedIn = await post('/api/auth/sign-in', '', { email: person.email, password: person.password });
  expect(signedIn.status).toBe(200);
  let cookie = merged('', signedIn);
  const started = await post('/api/auth/two-factor/enable', cookie, { password: person.password });
  const { secret } = (await started.json()) as TwoFactorEnrolment;
  const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
  const confirmed = await post('/api/auth/two-factor/confirm', cookie, { code });
  expect(confirmed.status).toBe(200);
  cookie = merged(cookie, confirmed);
  const afterConfirm = await t.db
    .selectFrom('sessions')
    .select('ip_address')
    .where('user_id', '=', person.id)
    .execute();
  expect(new Set(afterConfirm.map((row) => row.ip_address))).toEqual(new Set([PROXY_SAW]));

  const disabled = await post('/api/auth/two-factor/disable', cookie, { password: person.password });
  expect(disabled.status).toBe(200);
  const sessions = await t.db
    .selectFrom('sessions')
    .select('ip_address')
    .where('user_id', '=', person.id)
    .execute();
  const signIns = await t.db
    .selectFrom('sign_ins')
    .select('ip_address')
    .where('user_id', '=', person.id)
    .execute();
  expect(new Set(sessions.map((row) => row.ip_address))).toEqual(new Set([PROXY_SAW]));
  expect(new Set(signIns.map((row) => row.ip_address))).toEqual(new Set([PROXY_SAW]));
});
