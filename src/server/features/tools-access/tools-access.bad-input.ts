import { type BadInput, endpoint } from '../../../../test/bad-input';

export const badInput: BadInput = () => ({
  endpoints: [
    endpoint({
      route: 'PUT /api/tools-access/settings/:group',
      path: () => '/api/tools-access/settings/tools',
      admin: true,
      valid: { email: 'ferramenta@exemplo.com.br', password: 'senha-da-ferramenta', totpSecret: '' },
      // totpSecret may be left out (keeps the stored one); its own messages are in tools-access-settings.api.test.ts.
      fields: { email: 'email', password: 'password' },
    }),
  ],
  bodiless: [
    'POST /api/tools-access/code',
    'POST /api/tools-access/admin-access/code',
    'POST /api/tools-access/settings/generated-secret',
  ],
});
