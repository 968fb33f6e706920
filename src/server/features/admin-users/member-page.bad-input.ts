import { type BadInput, endpoint } from '../../../../test/bad-input';

export const badInput: BadInput = ({ someone }) => ({
  endpoints: [
    endpoint({
      route: 'POST /api/admin/users/:id/subscription/extend',
      admin: true,
      path: async () => `/api/admin/users/${(await someone()).id}/subscription/extend`,
      valid: { days: 7 },
      fields: { days: 'price' },
    }),
  ],
  bodiless: ['POST /api/admin/users/:id/access-mail', 'POST /api/admin/users/:id/sessions/end'],
});
