import { type BadInput, endpoint } from '../../../../test/bad-input';

// The two-factor routes that read a body.
export const badInput: BadInput = () => ({
  endpoints: [
    endpoint({
      route: 'POST /api/auth/two-factor/enable',
      member: true,
      valid: { password: 'segredo-123' },
      fields: { password: 'password' },
    }),
    endpoint({
      route: 'POST /api/auth/two-factor/confirm',
      member: true,
      valid: { code: '123456' },
      fields: { code: 'token' },
    }),
    endpoint({
      route: 'POST /api/auth/two-factor/disable',
      member: true,
      valid: { password: 'segredo-123' },
      fields: { password: 'password' },
    }),
    endpoint({
      route: 'POST /api/auth/two-factor/verify',
      valid: { code: '123456', trustDevice: true },
      fields: { code: 'token' },
      optional: { trustDevice: 'flag' },
    }),
  ],
  bodiless: ['DELETE /api/admin/users/:id/two-factor'],
});
