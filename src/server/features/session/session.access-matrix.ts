import { type AccessMatrix, everyone } from '../../../../test/access-matrix';

export const accessMatrix: AccessMatrix = () => ({
  'GET /api/me': { expect: everyone(200) },
});
