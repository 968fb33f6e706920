import { randomUUID } from 'node:crypto';
import {
  type AccessMatrix,
  admins,
  everyone,
  type MatrixRow,
  signedIn,
} from '../../../../test/access-matrix';
import { hotmartEvent } from '../../../../test/webhook-payloads';
import { FORMER_PAYMENTS_ADMIN_PATH } from '../../app';
import { saveProductPlan } from './data/product-plans';
import { insertWebhookEvent } from './data/webhook-events';

export const accessMatrix: AccessMatrix = ({ app }) => {
  // A purchase of a product with no plan: reprocessing it is allowed and, still unmapped, changes nothing.
  const storedEvent = async () => {
    const payload = JSON.stringify(
      hotmartEvent({ email: 'sem-plano@exemplo.com.br', productId: 'sem-plano', transaction: randomUUID() }),
    );
    return insertWebhookEvent({
      db: app().db,
      platform: 'hotmart',
      eventKey: `hotmart:${randomUUID()}`,
      eventType: 'PURCHASE_APPROVED',
      transactionId: null,
      email: 'sem-plano@exemplo.com.br',
      outcome: 'ignored',
      detail: 'Produto sem-plano sem plano associado.',
      payload,
      now: new Date(),
    });
  };
  const freshProduct = async () => {
    const productId = `p${randomUUID().slice(0, 8)}`;
    await saveProductPlan({
      db: app().db,
      platform: 'kiwify',
      productId,
      plan: 'mensal',
      updatedBy: 'teste',
    });
    return `/api/admin/payments/products/kiwify/${productId}`;
  };
  const adminRows: Record<string, MatrixRow> = {
    'GET /api/admin/payments/events': { expect: admins(200) },
    'GET /api/admin/payments/events/:id': {
      expect: admins(200),
      url: async () => `/api/admin/payments/events/${await storedEvent()}`,
    },
    'POST /api/admin/payments/events/:id/reprocess': {
      expect: admins(200),
      url: async () => `/api/admin/payments/events/${await storedEvent()}/reprocess`,
    },
    // Unconfigured here: the unsigned test delivery is refused by the receiver, and that is the answer.
    'POST /api/admin/payments/test-event': { expect: admins(200), body: () => ({ platform: 'kiwify' }) },
    'GET /api/admin/payments/products': { expect: admins(200) },
    'PUT /api/admin/payments/products': {
      expect: admins(200),
      body: () => ({ platform: 'hotmart', productId: '111222', plan: 'vitalicio' }),
    },
    'DELETE /api/admin/payments/products/:platform/:productId': {
      expect: admins(200),
      url: freshProduct,
    },
  };
  return {
    // Sessions grant nothing here: only the platform's token or signature does.
    'POST /api/webhooks/hotmart': {
      expect: everyone(401),
      body: () => hotmartEvent({ email: 'x@exemplo.com.br' }),
    },
    'POST /api/webhooks/kiwify': { expect: everyone(401), body: () => ({ order_id: 'x' }) },
    // Anyone signed in reads their own payments (a lapsed member too: what they paid stays theirs).
    'GET /api/me/payments': { expect: signedIn(200) },
    ...adminRows,
    ...atFormerPath(adminRows),
  };
};

/** The same rows at the path the admin routes had before the feature was named payments. */
function atFormerPath(rows: Record<string, MatrixRow>) {
  const former = (path: string) => path.replace('/api/admin/payments', `/api${FORMER_PAYMENTS_ADMIN_PATH}`);
  return Object.fromEntries(
    Object.entries(rows).map(([route, row]) => {
      const url = row.url;
      return [
        former(route),
        { ...row, url: async () => former(url ? await url() : (route.split(' ')[1] ?? '')) },
      ];
    }),
  );
}
