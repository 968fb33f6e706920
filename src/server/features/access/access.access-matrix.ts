import { type AccessMatrix, admins, signedIn } from '../../../../test/access-matrix';

export const accessMatrix: AccessMatrix = () => ({
  'GET /api/me/subscription': { expect: signedIn(200) },
  'GET /api/admin/plan-prices': { expect: admins(200) },
  'PUT /api/admin/plan-prices/:plan': {
    expect: admins(200),
    url: async () => '/api/admin/plan-prices/mensal',
    body: () => ({ price: 197, months: 1 }),
  },
});
