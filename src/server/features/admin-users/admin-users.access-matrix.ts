import { type AccessMatrix, admins } from '../../../../test/access-matrix';
import { createUser } from '../../seed/factories';

const validSubscription = { plan: 'anual', status: 'active', expiresOn: '2030-01-31', price: 1747 };

export const accessMatrix: AccessMatrix = ({ app, someone, email }) => {
  const someoneUrl =
    (suffix = '') =>
    async () =>
      `/api/admin/users/${(await someone()).id}${suffix}`;
  // Deleting needs a fresh target per call: the shared one must survive the other rows.
  const freshUrl =
    (suffix = '', subscription: 'none' | 'active' = 'none') =>
    async () =>
      `/api/admin/users/${(await createUser(app().deps, { subscription })).id}${suffix}`;
  return {
    'GET /api/admin/users': { expect: admins(200) },
    'GET /api/admin/users/export': { expect: admins(200) },
    'POST /api/admin/users': {
      expect: admins(201),
      body: () => ({ email: email(), password: 'senha-123456' }),
    },
    'PATCH /api/admin/users/:id': {
      expect: admins(200),
      url: someoneUrl(),
      body: () => ({ fullName: 'Nome Trocado', role: 'user' }),
    },
    'DELETE /api/admin/users/:id': { expect: admins(200), url: freshUrl() },
    'PUT /api/admin/users/:id/subscription': {
      expect: admins(200),
      url: someoneUrl('/subscription'),
      body: () => validSubscription,
    },
    'DELETE /api/admin/users/:id/subscription': {
      expect: admins(200),
      url: freshUrl('/subscription', 'active'),
    },
    'GET /api/admin/users/:id/subscriptions': { expect: admins(200), url: someoneUrl('/subscriptions') },
    'POST /api/admin/users/:id/subscription/cancel': {
      expect: admins(200),
      url: freshUrl('/subscription/cancel', 'active'),
    },
    'POST /api/admin/users/:id/subscription/end': {
      expect: admins(200),
      url: freshUrl('/subscription/end', 'active'),
    },
  };
};
