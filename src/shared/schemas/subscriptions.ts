import { z } from 'zod';
import { PLANS, SUBSCRIPTION_STATUSES } from '../constants';
import { isCalendarDay } from '../sao-paulo-day';

// SPEC §5 subscription form: expiry date and price required, price numeric with step 0.01.
// Defaults (29.9, mensal, active, one month ahead) are the form's; the API needs every field.

export const DEFAULT_SUBSCRIPTION = { price: 29.9, plan: 'mensal', status: 'active', months: 1 } as const;
const MAX_PRICE = 99_999_999.99;

const EXPIRY_REQUIRED = 'Informe a data de expiração.';
const PRICE_REQUIRED = 'Informe o preço.';

export const subscriptionFormSchema = z.strictObject({
  plan: z.enum(PLANS, { error: 'Escolha um plano válido.' }),
  status: z.enum(SUBSCRIPTION_STATUSES, { error: 'Escolha um status válido.' }),
  /** The São Paulo calendar day the subscription ends (saved as the end of that day). */
  expiresOn: z
    .string({ error: EXPIRY_REQUIRED })
    .min(1, EXPIRY_REQUIRED)
    .refine(isCalendarDay, 'Informe uma data de expiração válida.')
    .refine((day) => day >= '2000-01-01' && day <= '2999-12-31', 'Informe uma data de expiração válida.'),
  price: z
    .number({ error: PRICE_REQUIRED })
    .min(0, 'O preço não pode ser negativo.')
    .max(MAX_PRICE, 'O preço é alto demais.')
    // Step 0.01: cents, no fraction of a cent.
    .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, {
      message: 'O preço deve ter no máximo duas casas decimais.',
    }),
});
export type SubscriptionFormInput = z.input<typeof subscriptionFormSchema>;
