import { type BadInput, endpoint } from '../../../../test/bad-input';

export const badInput: BadInput = () => ({
  endpoints: [
    endpoint({
      route: 'PUT /api/admin/payments/products',
      admin: true,
      valid: { platform: 'hotmart', productId: '4774438:k2pasun7', plan: 'anual' },
      fields: { platform: 'choice', productId: 'text', plan: 'choice' },
    }),
  ],
  bodiless: [
    'POST /api/admin/payments/events/:id/reprocess',
    'DELETE /api/admin/payments/products/:platform/:productId',
  ],
  // Bad tokens, signatures and bodies: hotmart-webhook.api.test.ts and kiwify-webhook.api.test.ts.
  signed: ['POST /api/webhooks/hotmart', 'POST /api/webhooks/kiwify'],
  // The feature's former path: its bodies are read (and refused) at /api/admin/payments.
  redirected: ['POST', 'PUT', 'DELETE'].map((method) => `${method} /api/admin/integrations/*`),
});
