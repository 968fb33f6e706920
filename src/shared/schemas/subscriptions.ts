import { z } from 'zod';
import { PLANS, SUBSCRIPTION_STATUSES } from '../constants';
import { isCalendarDay } from '../sao-paulo-day';

// The admin's subscription form (docs/product.md#validation-rules): expiry date and price
// required, price numeric with step 0.01. The lifetime plan has no expiry (the field is absent or
// null); the form's defaults come from the plan prices (plan-prices.ts).

const MAX_PRICE = 99_999_999.99;

const EXPIRY_REQUIRED = 'Informe a data de expiração.';
const PRICE_REQUIRED = 'Informe o preço.';

/** A price in reais: not negative, cents at most (step 0.01). */
export const priceField = z
  .number({ error: PRICE_REQUIRED })
  .min(0, 'O preço não pode ser negativo.')
  .max(MAX_PRICE, 'O preço é alto demais.')
  .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, {
    message: 'O preço deve ter no máximo duas casas decimais.',
  });

const expiresOnField = z
  .string({ error: EXPIRY_REQUIRED })
  .refine(isCalendarDay, 'Informe uma data de expiração válida.')
  .refine((day) => day >= '2000-01-01' && day <= '2999-12-31', 'Informe uma data de expiração válida.');

export const subscriptionFormSchema = z
  .strictObject({
    plan: z.enum(PLANS, { error: 'Escolha um plano válido.' }),
    status: z.enum(SUBSCRIPTION_STATUSES, { error: 'Escolha um status válido.' }),
    /** The São Paulo calendar day access ends (saved as the end of that day); none for Vitalício. */
    expiresOn: z.union([z.literal('').transform(() => null), expiresOnField]).nullish(),
    price: priceField,
  })
  .superRefine((form, ctx) => {
    if (form.plan !== 'vitalicio' && !form.expiresOn)
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: EXPIRY_REQUIRED });
  });
export type SubscriptionFormInput = z.input<typeof subscriptionFormSchema>;

/** The most days one "+N dias" may give (ten years). */
export const EXTEND_DAYS_MAX = 3650;
const DAYS_REQUIRED = 'Informe o número de dias.';

/**
 * "+N dias" on the member page (and, per member, the bulk action on a segment):
 * docs/decisions/024-plus-n-days.md.
 */
export const extendAccessSchema = z.strictObject({
  days: z
    .number({ error: DAYS_REQUIRED })
    .int('O número de dias deve ser inteiro.')
    .min(1, 'Informe pelo menos 1 dia.')
    .max(EXTEND_DAYS_MAX, `Informe no máximo ${EXTEND_DAYS_MAX} dias.`),
});
export type ExtendAccessInput = z.input<typeof extendAccessSchema>;
