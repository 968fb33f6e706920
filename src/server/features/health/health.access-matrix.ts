import { type AccessMatrix, everyone } from '../../../../test/access-matrix';

export const accessMatrix: AccessMatrix = () => ({
  'GET /api/health': { expect: everyone(200) },
});
