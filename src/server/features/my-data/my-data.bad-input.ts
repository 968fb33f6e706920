import { type BadInput, endpoint } from '../../../../test/bad-input';

export const badInput: BadInput = () => ({
  endpoints: [
    endpoint({
      route: 'POST /api/me/account-deletion',
      member: true,
      valid: { password: 'senha-errada-123' },
      fields: { password: 'password' },
    }),
  ],
  bodiless: ['POST /api/me/data-export'],
});
