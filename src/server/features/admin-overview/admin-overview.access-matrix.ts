import { type AccessMatrix, admins } from '../../../../test/access-matrix';

export const accessMatrix: AccessMatrix = () => ({
  'GET /api/admin/overview': { expect: admins(200) },
});
