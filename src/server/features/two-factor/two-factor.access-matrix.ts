import { TOTP } from 'otpauth';
import { type AccessMatrix, admins, everyone, signedIn } from '../../../../test/access-matrix';
import { createUser } from '../../seed/factories';

/** Starts an enrolment for the caller and answers its first code (TOTP from the shown secret). */
async function firstCode(
  app: Parameters<AccessMatrix>[0]['app'],
  cookie: string | undefined,
  password: string,
) {
  if (!cookie) return { code: '123456' };
  const res = await app().request('/api/auth/two-factor/enable', {
    method: 'POST',
    cookie,
    json: { password },
  });
  const { secret } = (await res.json()) as { secret: string };
  return { code: new TOTP({ secret }).generate() };
}

// The matrix's app runs ADMIN_TWO_FACTOR=optional (two-factor.api.test.ts covers `required`).
export const accessMatrix: AccessMatrix = ({ app }) => ({
  'GET /api/auth/two-factor': { expect: signedIn(200) },
  'POST /api/auth/two-factor/enable': {
    expect: signedIn(200),
    body: (caller) => ({ password: caller.user?.password ?? 'segredo-123' }),
  },
  // Turning it on or off replaces the caller's session.
  'POST /api/auth/two-factor/confirm': {
    expect: signedIn(200),
    endsSession: true,
    body: (caller) => firstCode(app, caller.cookie, caller.user?.password ?? ''),
  },
  'POST /api/auth/two-factor/disable': {
    expect: signedIn(200),
    endsSession: true,
    body: (caller) => ({ password: caller.user?.password ?? 'segredo-123' }),
  },
  // The sign-in's second step: nobody here holds the password step's challenge cookie.
  'POST /api/auth/two-factor/verify': { expect: everyone(401), body: () => ({ code: '123456' }) },
  'DELETE /api/admin/users/:id/two-factor': {
    expect: admins(200),
    url: async () => {
      const person = await createUser(app().deps);
      await app()
        .db.updateTable('profiles')
        .set({ two_factor_enabled: true })
        .where('id', '=', person.id)
        .execute();
      return `/api/admin/users/${person.id}/two-factor`;
    },
  },
});
