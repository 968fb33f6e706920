import { type AccessMatrix, admins, subscribers } from '../../../../test/access-matrix';

// Tool credentials and codes for subscribers (and admins); admin access, settings and audit for
// admins only (docs/product.md#who-may-open-what).
export const accessMatrix: AccessMatrix = () => ({
  'GET /api/tools-access/credentials': { expect: subscribers(200) },
  'POST /api/tools-access/code': { expect: subscribers(200) },
  'GET /api/tools-access/admin-access': { expect: admins(200) },
  'POST /api/tools-access/admin-access/code': { expect: admins(200) },
  'GET /api/tools-access/settings': { expect: admins(200) },
  'PUT /api/tools-access/settings/:group': {
    expect: admins(200),
    url: async () => '/api/tools-access/settings/tools',
    body: () => ({ email: 'ferramenta@exemplo.com.br', password: 'senha-da-ferramenta' }),
  },
  'POST /api/tools-access/settings/generated-secret': { expect: admins(200) },
  'GET /api/tools-access/requests': { expect: admins(200) },
  'GET /api/tools-access/ip-spread': { expect: admins(200) },
});
