import type { Plan, SubscriptionStatus } from '../../../../shared/constants';
import { addMonths, dayInSaoPaulo } from '../../../../shared/sao-paulo-day';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import type { PlanPrice } from '../../../../shared/schemas/plan-prices';
import { isSubscriptionActive, type SubscriptionView } from '../../../../shared/subscription-rules';

// What the subscription dialog starts from and what choosing a plan fills in.

export type SubscriptionFormValues = {
  plan: Plan;
  status: SubscriptionStatus;
  price: number;
  /** The São Paulo day access ends; null for Vitalício (no end). */
  expiresOn: string | null;
};

/** The grant the dialog edits (the server's rule): the member's deciding one while it gives access. */
export const grantBeingEdited = (user: AdminUser, now = new Date()): SubscriptionView | null =>
  isSubscriptionActive(user.subscription, now) ? user.subscription : null;

/** A plan's price and end from the plan prices: today + its months as a São Paulo day, none for lifetime. */
export function planDefaults(plan: Plan, prices: PlanPrice[], now = new Date()) {
  const row = prices.find((price) => price.plan === plan);
  const months = plan === 'vitalicio' ? null : (row?.months ?? null);
  return {
    price: row?.price ?? 0,
    expiresOn: months === null ? null : addMonths(dayInSaoPaulo(now), months),
  };
}

/**
 * The grant giving access as it is, or a new active grant of the member's last plan (Mensal for
 * someone who never had one) at today's plan prices.
 */
export function initialFormValues(
  user: AdminUser,
  prices: PlanPrice[],
  now = new Date(),
): SubscriptionFormValues {
  const current = grantBeingEdited(user, now);
  if (current)
    return {
      plan: current.plan,
      status: current.status,
      price: current.price,
      expiresOn: current.expiresAt === null ? null : dayInSaoPaulo(current.expiresAt),
    };
  const plan = user.subscription?.plan ?? 'mensal';
  return { plan, status: 'active', ...planDefaults(plan, prices, now) };
}

/** Which of the grant actions apply: Cancelar ao fim do período needs an end and a grant not yet cancelled. */
export function grantActions(current: SubscriptionView | null) {
  return {
    canCancel: !!current && current.expiresAt !== null && current.status !== 'cancelled',
    canEnd: !!current,
    canRemove: !!current,
  };
}

/** The request Salvar sends: the lifetime plan has no end, whatever the hidden date field last held. */
export const toSubscriptionRequest = <T extends { plan: Plan; expiresOn?: string | null }>(values: T): T => ({
  ...values,
  expiresOn: values.plan === 'vitalicio' ? null : values.expiresOn,
});
