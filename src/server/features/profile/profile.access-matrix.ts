import { type AccessMatrix, signedIn } from '../../../../test/access-matrix';

export const accessMatrix: AccessMatrix = () => ({
  'PATCH /api/me/profile': { expect: signedIn(200), body: () => ({ fullName: 'Nome Trocado' }) },
  'POST /api/me/password': {
    expect: signedIn(200),
    body: (caller) => ({ currentPassword: caller.user?.password ?? 'x', newPassword: 'outra-senha-456' }),
    endsSession: true,
  },
});
