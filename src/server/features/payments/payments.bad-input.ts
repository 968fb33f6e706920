import { type BadInput, endpoint } from '../../../../test/bad-input';
import { FORMER_PAYMENTS_ADMIN_PATH } from '../../app';

// Every admin route is checked at /api/admin/payments and at its former path too.
const withFormer = (route: string) => [
  route,
  route.replace('/api/admin/payments', `/api${FORMER_PAYMENTS_ADMIN_PATH}`),
];

export const badInput: BadInput = () => ({
  endpoints: [
    ...withFormer('PUT /api/admin/payments/products').map((route) =>
      endpoint({
        route,
        admin: true,
        valid: { platform: 'hotmart', productId: '4774438:k2pasun7', plan: 'anual' },
        fields: { platform: 'choice', productId: 'text', plan: 'choice' },
      }),
    ),
    ...withFormer('POST /api/admin/payments/test-event').map((route) =>
      endpoint({ route, admin: true, valid: { platform: 'kiwify' }, fields: { platform: 'choice' } }),
    ),
  ],
  bodiless: [
    'POST /api/admin/payments/events/:id/reprocess',
    'DELETE /api/admin/payments/products/:platform/:productId',
  ].flatMap(withFormer),
  // Bad tokens, signatures and bodies: hotmart-webhook.api.test.ts and kiwify-webhook.api.test.ts.
  signed: ['POST /api/webhooks/hotmart', 'POST /api/webhooks/kiwify'],
});
