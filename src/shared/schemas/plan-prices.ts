import { z } from 'zod';
import { PLANS, type Plan } from '../constants';
import { priceField } from './subscriptions';

// What each plan costs and how long one grant of it lasts, editable by admins. The
// admin dialog's defaults, a webhook's price when the delivery states none, the overview's revenue.

export type PlanPrice = {
  plan: Plan;
  price: number;
  /** Months one grant lasts; null: no end (Vitalício). */
  months: number | null;
  updatedAt: string;
  updatedBy: string;
};

const MONTHS_RANGE = 'A duração deve ser de 1 a 120 meses.';

export const planParamSchema = z.object({ plan: z.enum(PLANS, { error: 'Plano inválido.' }) });

export const planPriceSchema = z.strictObject({
  price: priceField,
  months: z
    .number({ error: 'Informe a duração em meses.' })
    .int(MONTHS_RANGE)
    .min(1, MONTHS_RANGE)
    .max(120, MONTHS_RANGE)
    .nullable(),
});
export type PlanPriceInput = z.input<typeof planPriceSchema>;

/** The lifetime plan has no end; every other plan has a length. */
export const LENGTH_FOR_PLAN = {
  lifetime: 'O plano Vitalício não tem duração: ele não expira.',
  required: 'Informe a duração em meses.',
} as const;
