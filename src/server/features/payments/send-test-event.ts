import { createHmac, randomUUID } from 'node:crypto';
import { TEST_EVENT_EMAIL, TEST_EVENT_PRODUCT } from '../../../shared/payment-events';
import type { PaymentPlatform } from '../../../shared/payments';
import type { Deps } from '../../app-env';
import { AppError, errorHandler } from '../../platform/http/app-error';
import { getWebhookEvent } from './data/webhook-events';
import { paymentsRoutes } from './payments.routes';

/** Said when the delivery went unsigned: the platform's own deliveries are refused the same way. */
export const TEST_EVENT_UNCONFIGURED: Record<PaymentPlatform, string> = {
  hotmart: 'Falta configurar o HOTMART_HOTTOK: as entregas da Hotmart também são recusadas.',
  kiwify: 'Falta configurar o KIWIFY_WEBHOOK_TOKEN: as entregas da Kiwify também são recusadas.',
};
export const TEST_EVENT_REFUSED = 'O evento de teste não foi aceito pelo receptor de webhooks.';

/** How long the request waits for the payment worker before answering "Na fila". */
const WORKER_WAIT_MS = 10_000;

const BUYER = { email: TEST_EVENT_EMAIL, name: 'Teste Hub Premium' };

/** An approved purchase of the reserved test product, as each platform would send it. */
const BODIES: Record<PaymentPlatform, () => unknown> = {
  hotmart: () => ({
    id: randomUUID(),
    creation_date: Date.now(),
    event: 'PURCHASE_APPROVED',
    version: '2.0.0',
    data: {
      product: { id: TEST_EVENT_PRODUCT, name: 'Evento de teste' },
      buyer: BUYER,
      purchase: {
        transaction: `TESTE-${randomUUID().slice(0, 8)}`,
        price: { value: 0, currency_value: 'BRL' },
      },
    },
  }),
  kiwify: () => ({
    order_id: randomUUID(),
    webhook_event_type: 'order_approved',
    Product: { product_id: TEST_EVENT_PRODUCT, product_name: 'Evento de teste' },
    Customer: { email: BUYER.email, full_name: BUYER.name },
    Commissions: { charge_amount: 0 },
  }),
};

/** Each platform's proof of origin, made with the secret this server checks. */
const signed = (
  platform: PaymentPlatform,
  raw: string,
  secret: string | undefined,
): { path: string; headers: Record<string, string> } =>
  !secret
    ? { path: `/${platform}`, headers: {} }
    : platform === 'hotmart'
      ? { path: '/hotmart', headers: { 'x-hotmart-hottok': secret } }
      : {
          path: `/kiwify?signature=${createHmac('sha1', secret).update(raw, 'utf8').digest('hex')}`,
          headers: {},
        };

/**
 * "Enviar evento de teste" on /admin/integracoes: a delivery signed with the configured secret goes
 * through the same receiver the platform calls (authentication, parsing, storage) and is applied
 * by the payment worker. Its product and buyer are the reserved test ones, which the apply path
 * records as a test ("Ignorado") without creating or changing any member
 * (apply-payment-event.ts). Returns the stored row once the worker settled it, or still pending
 * when the worker is busy for longer than WORKER_WAIT_MS. Without a configured secret the delivery
 * goes unsigned and the receiver refuses it (401, a "Recusado" row), as it refuses the platform's:
 * then `row` is null and `refused` says why.
 */
export async function sendTestEvent({ deps, platform }: { deps: Deps; platform: PaymentPlatform }) {
  const secret = platform === 'hotmart' ? deps.env.HOTMART_HOTTOK : deps.env.KIWIFY_WEBHOOK_TOKEN;
  const raw = JSON.stringify(BODIES[platform]());
  const { path, headers } = signed(platform, raw, secret);
  const receiver = paymentsRoutes(deps).onError(errorHandler(deps.logger));
  const res = await receiver.request(path, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });
  if (!secret && res.status === 401) return { row: null, refused: TEST_EVENT_UNCONFIGURED[platform] };
  const answer = (await res.json().catch(() => ({}))) as { id?: string };
  if (!res.ok || !answer.id) throw new AppError(502, TEST_EVENT_REFUSED, 'test_event_refused');
  await Promise.race([
    deps.payments.drain(),
    new Promise((resolve) => setTimeout(resolve, WORKER_WAIT_MS).unref()),
  ]);
  const row = await getWebhookEvent({ db: deps.database.db, id: answer.id });
  if (!row) throw new AppError(502, TEST_EVENT_REFUSED, 'test_event_refused');
  return { row, refused: null };
}
