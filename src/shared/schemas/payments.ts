import { z } from 'zod';
import { PLANS } from '../constants';
import { EVENT_PAYMENT_FILTERS, PAYMENT_PLATFORMS, WEBHOOK_OUTCOMES } from '../payments';
import { cursorField, firstPageOnlyField } from './fields';

// /admin/integracoes: the products → plans mapping (also seeded from PRODUCT_PLANS) and the
// event list's filters.

export const PRODUCT_ID_MESSAGE =
  'Informe o ID do produto: letras, números, - ou _ (produto:oferta para uma oferta).';
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}(:[A-Za-z0-9_-]{1,64})?$/;

export const platformField = z.enum(PAYMENT_PLATFORMS, { error: 'Informe a plataforma: Hotmart ou Kiwify.' });
export const productIdField = z
  .string({ error: PRODUCT_ID_MESSAGE })
  .trim()
  .regex(PRODUCT_ID, PRODUCT_ID_MESSAGE);
export const planField = z.enum(PLANS, { error: 'Informe o plano: mensal, anual ou vitalício.' });

export const productPlanSchema = z.strictObject({
  platform: platformField,
  productId: productIdField,
  plan: planField,
});
export type ProductPlanInput = z.input<typeof productPlanSchema>;
export type ProductPlanData = z.output<typeof productPlanSchema>;

/** "Enviar evento de teste": which platform's webhook to exercise. */
export const testEventSchema = z.strictObject({ platform: platformField });

export const productPlanKeySchema = z.object({ platform: platformField, productId: productIdField });

/**
 * PRODUCT_PLANS: {"hotmart:4774438":"anual","kiwify:abc123":"mensal"}. Keys are
 * platform:product or platform:product:offer.
 */
export const productPlansJsonSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'deve ser um JSON como {"hotmart:4774438":"anual"}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(z.string(), z.unknown(), { error: 'deve ser um objeto JSON como {"hotmart:4774438":"anual"}' }),
  )
  .transform((record, ctx) => {
    const plans: ProductPlanData[] = [];
    for (const [key, plan] of Object.entries(record)) {
      const [platform, ...rest] = key.split(':');
      const parsed = productPlanSchema.safeParse({ platform, productId: rest.join(':'), plan });
      if (parsed.success) plans.push(parsed.data);
      else
        ctx.addIssue({
          code: 'custom',
          message: `"${key}": "${String(plan)}" não vale; use "hotmart:<produto>" ou "kiwify:<produto>" com mensal, anual ou vitalicio`,
        });
    }
    return plans;
  });

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(['', ...values] as [string, ...string[]], { error: message })
    .optional()
    .transform((value) => (value || undefined) as T[number] | undefined);

export const EVENT_SEARCH_MIN = 3;
export const EVENT_SEARCH_MAX = 200;

/** The event list's search: an e-mail, a name or a transaction; empty is no search. */
export const eventSearchField = z
  .string({ error: 'Busca inválida.' })
  .trim()
  .max(EVENT_SEARCH_MAX, `Digite até ${EVENT_SEARCH_MAX} caracteres para buscar.`)
  .refine((text) => text === '' || text.length >= EVENT_SEARCH_MIN, {
    error: `Digite ao menos ${EVENT_SEARCH_MIN} caracteres para buscar.`,
  })
  .optional()
  .transform((text) => text || undefined);

export const webhookEventQuerySchema = z.object({
  cursor: cursorField('uuid'),
  page: firstPageOnlyField,
  busca: eventSearchField,
  platform: optionalChoice(PAYMENT_PLATFORMS, 'Plataforma inválida.'),
  outcome: optionalChoice(WEBHOOK_OUTCOMES, 'Resultado inválido.'),
  /** disputed: only the deliveries whose payment is in dispute now (Em disputa). */
  payment: optionalChoice(EVENT_PAYMENT_FILTERS, 'Situação do pagamento inválida.'),
});
export type WebhookEventQuery = z.input<typeof webhookEventQuerySchema>;
