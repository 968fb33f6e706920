import { type BadInput, endpoint } from '../../../../test/bad-input';
import { DEFAULT_PASSWORD } from '../../seed/factories';

export const badInput: BadInput = () => ({
  endpoints: [
    endpoint({
      route: 'PATCH /api/me/profile',
      member: true,
      valid: { fullName: 'Nome Novo' },
      fields: { fullName: 'name' },
    }),
    endpoint({
      route: 'POST /api/me/password',
      member: true,
      endsSession: true,
      valid: { currentPassword: DEFAULT_PASSWORD, newPassword: 'nova-senha-123' },
      fields: { currentPassword: 'password', newPassword: 'password' },
    }),
  ],
});
