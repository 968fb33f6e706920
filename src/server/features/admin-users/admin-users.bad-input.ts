import { type BadInput, endpoint } from '../../../../test/bad-input';

export const badInput: BadInput = ({ someone }) => ({
  endpoints: [
    endpoint({
      route: 'POST /api/admin/users',
      admin: true,
      valid: { email: 'criado-pelo-admin@exemplo.com.br', password: 'segredo-123', fullName: 'Nova Pessoa' },
      fields: { email: 'email', password: 'password' },
      optional: { fullName: 'name', role: 'choice' },
    }),
    endpoint({
      route: 'PATCH /api/admin/users/:id',
      admin: true,
      path: async () => `/api/admin/users/${(await someone()).id}`,
      valid: { fullName: 'Nome Editado', role: 'user' },
      fields: { fullName: 'name', role: 'choice' },
    }),
    endpoint({
      route: 'PUT /api/admin/users/:id/subscription',
      admin: true,
      path: async () => `/api/admin/users/${(await someone()).id}/subscription`,
      valid: { plan: 'mensal', status: 'active', expiresOn: '2030-06-30', price: 29.9 },
      fields: { plan: 'choice', status: 'choice', expiresOn: 'day', price: 'price' },
    }),
  ],
  bodiless: [
    'DELETE /api/admin/users/:id',
    'DELETE /api/admin/users/:id/subscription',
    'POST /api/admin/users/:id/subscription/cancel',
    'POST /api/admin/users/:id/subscription/end',
  ],
});
