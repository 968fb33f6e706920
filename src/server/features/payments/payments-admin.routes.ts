import { Hono } from 'hono';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants';
import {
  OUTCOME_LABELS,
  type PaymentPlatform,
  PLATFORM_LABELS,
  type WebhookEndpoint,
} from '../../../shared/payments';
import {
  productPlanKeySchema,
  productPlanSchema,
  testEventSchema,
  webhookEventQuerySchema,
} from '../../../shared/schemas/payments';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { audited, requestActor } from '../audit';
import { listWebhookEvents } from './data/list-webhook-events';
import { deleteProductPlan, listProductPlans, saveProductPlan } from './data/product-plans';
import { getWebhookEvent } from './data/webhook-events';
import { searchWordsOf } from './event-search-terms';
import { EVENT_NOT_FOUND, reprocessEvent } from './reprocess-event';
import { sendTestEvent } from './send-test-event';
import { toEventDetail, toEventSummaries, toEventSummary, toProductPlan } from './to-payment-views';

export const PRODUCT_PLAN_NOT_FOUND = 'Produto não encontrado.';

const eventParam = z.object({ id: z.uuid({ error: EVENT_NOT_FOUND }) });

/** How the audit names a product mapping (docs/decisions/020-every-admin-write-audited.md). */
const productTarget = ({ platform, productId }: { platform: PaymentPlatform; productId: string }) => ({
  label: `Produto ${PLATFORM_LABELS[platform]} ${productId}`,
});

/** /api/admin/payments: the screen /admin/integracoes (events with Reprocessar, products → plans). */
export function paymentsAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  // What the operator pastes into each platform, and whether its secret is set.
  const endpoints: WebhookEndpoint[] = [
    {
      platform: 'hotmart',
      url: `${appUrlOf(deps.env)}/api/webhooks/hotmart`,
      configured: !!deps.env.HOTMART_HOTTOK,
    },
    {
      platform: 'kiwify',
      url: `${appUrlOf(deps.env)}/api/webhooks/kiwify`,
      configured: !!deps.env.KIWIFY_WEBHOOK_TOKEN,
    },
  ];
  return new Hono<AppEnv>()
    .get('/events', allow('admin', deps), validate('query', webhookEventQuerySchema), async (c) => {
      const { cursor, platform, outcome, payment, busca } = c.req.valid('query');
      const words = busca ? searchWordsOf(busca) : undefined;
      const { rows, nextCursor, prevCursor } = await listWebhookEvents({
        db,
        cursor,
        filter: { platform, outcome, disputed: payment === 'disputed', words },
      });
      const events = await toEventSummaries({ db, rows });
      return c.json({ events, nextCursor, prevCursor, pageSize: PAGE_SIZE });
    })
    .get('/events/:id', allow('admin', deps), validate('param', eventParam), async (c) => {
      const row = await getWebhookEvent({ db, id: c.req.valid('param').id });
      if (!row) throw new AppError(404, EVENT_NOT_FOUND, 'event_not_found');
      return c.json({ event: await toEventDetail({ db, row }) });
    })
    .post('/test-event', allow('admin', deps), validate('json', testEventSchema), async (c) => {
      const { platform } = c.req.valid('json');
      const { row, refused } = await sendTestEvent({ deps, platform });
      const outcome = OUTCOME_LABELS[row?.outcome ?? 'rejected'];
      // The delivery ran through the receiver and the worker in their own transactions; the
      // audit row records that the admin sent it and what it ended in.
      await audited({
        db,
        actor: requestActor(c),
        write: async () => true,
        record: () => ({
          action: 'payments.test_event_sent',
          target: { label: `Webhook ${PLATFORM_LABELS[platform]}` },
          after: { outcome },
        }),
      });
      return c.json({
        message: `Evento de teste da ${PLATFORM_LABELS[platform]}: ${outcome}.`,
        detail: refused ?? row?.detail ?? '',
        event: row ? await toEventSummary({ db, row }) : null,
      });
    })
    .post('/events/:id/reprocess', allow('admin', deps), validate('param', eventParam), async (c) => {
      const row = await audited({
        db,
        actor: requestActor(c),
        write: (trx) => reprocessEvent({ deps, db: trx, id: c.req.valid('param').id }),
        record: (event) => ({
          action: 'payments.event_reprocessed',
          target: { label: `Evento ${PLATFORM_LABELS[event.platform]} ${event.event_type}` },
          after: { outcome: OUTCOME_LABELS[event.outcome] },
        }),
      });
      return c.json({ message: 'Evento reprocessado.', event: await toEventSummary({ db, row }) });
    })
    .get('/products', allow('admin', deps), async (c) => {
      const rows = await listProductPlans({ db });
      return c.json({ products: rows.map(toProductPlan), endpoints });
    })
    .put('/products', allow('admin', deps), validate('json', productPlanSchema), async (c) => {
      const { platform, productId, plan } = c.req.valid('json');
      const viewer = requireViewer(c);
      const row = await audited({
        db,
        actor: requestActor(c),
        write: (trx) => saveProductPlan({ db: trx, platform, productId, plan, updatedBy: viewer.email }),
        record: () => ({
          action: 'payments.product_saved',
          target: productTarget({ platform, productId }),
          after: { plan },
        }),
      });
      return c.json({ message: 'Produto salvo.', product: toProductPlan(row) });
    })
    .delete(
      '/products/:platform/:productId',
      allow('admin', deps),
      validate('param', productPlanKeySchema),
      async (c) => {
        const key = c.req.valid('param');
        const removed = await audited({
          db,
          actor: requestActor(c),
          write: (trx) => deleteProductPlan({ db: trx, ...key }),
          record: () => ({ action: 'payments.product_removed', target: productTarget(key) }),
        });
        if (!removed) throw new AppError(404, PRODUCT_PLAN_NOT_FOUND, 'product_not_found');
        return c.json({ message: 'Produto removido.' });
      },
    );
}
