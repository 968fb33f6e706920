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

/**
 * Where a member stands, the one answer every screen shows (DECISIONS: an expired or cancelled
 * member always sees a way back; someone who never had a plan is invited to choose one).
 * `current` is SPEC §5's active subscription, `latest` the newest row of any status.
 */
export type PlanState =
  | { kind: 'admin' }
  | { kind: 'active'; subscription: SubscriptionView; daysLeft: number; expiringSoon: boolean }
  | { kind: 'lapsed'; subscription: SubscriptionView }
  | { kind: 'never' };

export function planState(
  role: Role,
  current: SubscriptionView | null,
  latest: SubscriptionView | null,
  now = new Date(),
): PlanState {
  if (role === 'admin') return { kind: 'admin' };
  if (current && isSubscriptionActive(current, now)) {
    const daysLeft = daysRemaining(current.expiresAt, now);
    // SPEC §9: the 7-day warning window (the lifetime plan never expires).
    const expiringSoon = current.plan !== 'vitalicio' && daysLeft <= EXPIRY_WARNING_DAYS;
    return { kind: 'active', subscription: current, daysLeft, expiringSoon };
  }
  return latest ? { kind: 'lapsed', subscription: latest } : { kind: 'never' };
}

/** "5 dias", "1 dia". */
export const daysText = (days: number) => `${days} ${days === 1 ? 'dia' : 'dias'}`;
