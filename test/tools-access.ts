import { Hono } from 'hono';
import { hc } from 'hono/client';
import { Secret, TOTP } from 'otpauth';
import type { AppEnv, Deps } from '../src/server/app-env';
import { codeRequestLogOf } from '../src/server/features/tools-access';
import { type Clock, toolsAccessRoutes } from '../src/server/features/tools-access/tools-access.routes';
import { errorHandler } from '../src/server/platform/http/app-error';
import type { CredentialGroup, CredentialSettingsInput } from '../src/shared/schemas/tools-access';
import type { TestApp } from './test-app';

// Shared by the tools-access API tests (src/server/features/tools-access/*.api.test.ts), the TOTP
// unit test (expectedCode) and the browser journeys (e2e/tools-access-helpers.ts).

export const TOOL = {
  email: 'ferramenta@exemplo.com.br',
  password: 'Senha-Da-Ferramenta-9',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
export const ADMIN = {
  email: 'painel@exemplo.com.br',
  password: 'Senha-Do-Painel-7',
  totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
};
/** Values no response may carry to anyone. */
export const SECRETS = [TOOL.totpSecret, ADMIN.totpSecret, ADMIN.password];

/** A moment that starts a 30-second window (in 2030): tests add offsets to it. */
export const WINDOW_START = 1_900_000_020_000;

/** The code a member's authenticator would show, computed here without the app's code. */
export const expectedCode = (secret: string, at: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at,
  });

/** Saves one credential group through the API, as the admin with this cookie. */
export const saveSettings = (
  t: TestApp,
  cookie: string | undefined,
  group: CredentialGroup,
  json: CredentialSettingsInput,
) => t.api(cookie)['tools-access'].settings[':group'].$put({ param: { group }, json });

/** Both groups saved as TOOL and ADMIN: what most tests start from. */
export async function configureBoth(t: TestApp, adminCookie: string | undefined) {
  for (const [group, values] of [
    ['tools', TOOL],
    ['admin', ADMIN],
  ] as const) {
    const res = await saveSettings(t, adminCookie, group, values);
    if (res.status !== 200) throw new Error(`saving ${group} failed: ${res.status} ${await res.text()}`);
  }
}

/** Nothing configured, as on a fresh install (written directly: the API cannot unset a value). */
export async function clearSettings(t: TestApp) {
  await t.db
    .updateTable('app_settings')
    .set({
      tool_email: null,
      tool_password: null,
      totp_secret_key: null,
      admin_email: null,
      admin_password: null,
      admin_totp_secret: null,
    })
    .where('id', '=', 1)
    .execute();
}

/** The code requests of one member in the table, after writing what is still queued. */
export async function codeRequestsOf(t: TestApp, userId: string | undefined) {
  await codeRequestLogOf(t.deps).flush();
  return t.db
    .selectFrom('totp_requests')
    .selectAll()
    .where('user_id', '=', userId ?? '')
    .orderBy('id')
    .execute();
}

/**
 * The feature's routes on a clock the test moves (a 30-second window crossed without waiting),
 * as a typed client for the caller with this cookie. The browser is 'Teste/1.0'.
 */
export function clockedToolsApi(deps: Deps, clock: Clock) {
  const app = new Hono<AppEnv>().route('/api/tools-access', toolsAccessRoutes(deps, clock));
  app.onError(errorHandler(deps.logger));
  return (cookie?: string) =>
    hc<typeof app>('http://localhost:3000', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init),
      headers: { 'user-agent': 'Teste/1.0', ...(cookie ? { cookie } : {}) },
    }).api['tools-access'];
}
