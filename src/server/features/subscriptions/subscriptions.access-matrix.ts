import { type AccessMatrix, signedIn } from '../../../../test/access-matrix';

export const accessMatrix: AccessMatrix = () => ({
  'GET /api/me/subscription': { expect: signedIn(200) },
});
