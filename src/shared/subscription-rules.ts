import { DAY_MS, EXPIRY_WARNING_DAYS, type Plan, type Role, type SubscriptionStatus } from './constants';
import { PLAN_LABELS } from './plans';

export type SubscriptionView = {
  id: string;
  plan: Plan;
  status: SubscriptionStatus;
  price: number;
  startedAt: string;
  expiresAt: string;
};

/** SPEC §4: a subscription is active when its status is active and it expires in the future. */
export function isSubscriptionActive(
  sub: Pick<SubscriptionView, 'status' | 'expiresAt'> | null,
  now = new Date(),
) {
  return !!sub && sub.status === 'active' && new Date(sub.expiresAt).getTime() > now.getTime();
}

/** Days left, rounded up (SPEC §4 dashboard); never negative. */
export function daysRemaining(expiresAt: string, now = new Date()) {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS));
}

export type PlanBadge = { label: string; variant: 'default' | 'secondary' | 'destructive' };

/** SPEC §4 plan badge: Admin, Sem Plano (destructive), or the plan, secondary within 7 days of expiry. */
export function planBadge(role: Role, sub: SubscriptionView | null, now = new Date()): PlanBadge {
  if (role === 'admin') return { label: 'Admin', variant: 'default' };
  if (!sub) return { label: 'Sem Plano', variant: 'destructive' };
  const msLeft = new Date(sub.expiresAt).getTime() - now.getTime();
  return {
    label: PLAN_LABELS[sub.plan],
    variant: msLeft <= EXPIRY_WARNING_DAYS * DAY_MS ? 'secondary' : 'default',
  };
}
