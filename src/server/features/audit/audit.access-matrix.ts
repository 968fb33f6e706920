import { type AccessMatrix, admins } from '../../../../test/access-matrix';

export const accessMatrix: AccessMatrix = () => ({
  'GET /api/admin/audit': { expect: admins(200) },
  'GET /api/admin/audit/admins': { expect: admins(200) },
});
