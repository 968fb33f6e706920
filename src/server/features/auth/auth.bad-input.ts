import { type BadInput, endpoint } from '../../../../test/bad-input';

export const badInput: BadInput = () => ({
  endpoints: [
    endpoint({
      route: 'POST /api/auth/sign-up',
      valid: { fullName: 'Pessoa Teste', email: 'nova@exemplo.com.br', password: 'segredo-123' },
      fields: { fullName: 'name', email: 'email', password: 'password' },
    }),
    endpoint({
      route: 'POST /api/auth/sign-in',
      valid: { email: 'alguem@exemplo.com.br', password: 'segredo-123' },
      fields: { email: 'email', password: 'password' },
    }),
    endpoint({
      route: 'POST /api/auth/forgot-password',
      valid: { email: 'alguem@exemplo.com.br' },
      fields: { email: 'email' },
    }),
    endpoint({
      route: 'POST /api/auth/resend-confirmation',
      valid: { email: 'alguem@exemplo.com.br' },
      fields: { email: 'email' },
    }),
    endpoint({
      route: 'POST /api/auth/reset-password',
      valid: { token: 'abcdefghijklmnopqrstuvwx', password: 'nova-senha-123' },
      fields: { token: 'token', password: 'password' },
    }),
  ],
  bodiless: ['POST /api/auth/sign-out'],
});
