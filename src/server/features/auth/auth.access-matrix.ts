import { type AccessMatrix, everyone, signedIn } from '../../../../test/access-matrix';
import { confirmationPathFor, resetTokenFor } from '../../../../test/api-helpers';
import { createUser } from '../../seed/factories';
import { createSignInLink } from './data/verifications';

export const accessMatrix: AccessMatrix = ({ app, someone, email }) => ({
  'POST /api/auth/sign-up': {
    expect: everyone(201),
    body: () => ({ fullName: 'Pessoa Nova', email: email(), password: 'segredo-123' }),
  },
  'POST /api/auth/sign-in': {
    expect: everyone(200),
    body: async () => ({ email: (await someone()).email, password: (await someone()).password }),
  },
  'POST /api/auth/sign-out': { expect: signedIn(200), endsSession: true },
  'POST /api/auth/forgot-password': { expect: everyone(200), body: () => ({ email: email() }) },
  'POST /api/auth/resend-confirmation': { expect: everyone(200), body: () => ({ email: email() }) },
  'GET /api/auth/reset-password': {
    expect: everyone(200),
    url: async () => `/api/auth/reset-password?token=${await resetTokenFor(app(), (await someone()).email)}`,
  },
  'POST /api/auth/reset-password': {
    expect: everyone(200),
    body: async () => ({
      token: await resetTokenFor(app(), (await someone()).email),
      password: 'nova-senha-123',
    }),
  },
  'GET /api/auth/verify-email': {
    expect: everyone(302),
    url: async () =>
      confirmationPathFor(app(), (await createUser(app().deps, { emailVerified: false })).email),
    location: '/auth?confirmado=1',
  },
  'GET /api/auth/sign-in-link': {
    expect: everyone(302),
    url: async () => {
      const email = (await someone()).email;
      const token = await createSignInLink({ db: app().db, email, expiresAt: new Date(Date.now() + 60_000) });
      return `/api/auth/sign-in-link?token=${token}`;
    },
    location: '/auth?acesso=liberado',
  },
});
