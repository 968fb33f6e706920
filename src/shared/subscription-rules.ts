import {
  ACCESS_GIVING_STATUSES,
  type AccessStatus,
  DAY_MS,
  EXPIRY_WARNING_DAYS,
  type GrantSource,
  type Plan,
  type Role,
  type SubscriptionStatus,
} from './constants';
import { formatDayMonth } from './format';
import { PLAN_LABELS } from './plans';

// The one set of access rules (docs/decisions/016-access-as-grants.md). The server decides with them, the
// screens, the CSV and the mails word what they decide; nothing else reads a grant's status.

/** One grant as the API shows it; `expiresAt` null: no end (lifetime). */
export type SubscriptionView = {
  id: string;
  plan: Plan;
  status: SubscriptionStatus;
  source: GrantSource;
  price: number;
  startedAt: string;
  expiresAt: string | null;
};

/** A grant gives access while active or cancelled at its period's end, until its end (if any). */
export function givesAccess(
  status: SubscriptionStatus | AccessStatus,
  endsAt: Date | string | null,
  now = new Date(),
) {
  if (!(ACCESS_GIVING_STATUSES as readonly string[]).includes(status)) return false;
  return endsAt === null || new Date(endsAt).getTime() > now.getTime();
}

/** The grant (the member's deciding one) gives access now. */
export const isSubscriptionActive = (
  sub: Pick<SubscriptionView, 'status' | 'expiresAt'> | null,
  now = new Date(),
) => !!sub && givesAccess(sub.status, sub.expiresAt, now);

/** Days left, rounded up, as the dashboard shows them; never negative. */
export function daysRemaining(expiresAt: string, now = new Date()) {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS));
}

/**
 * Where a member stands, from their deciding grant's status and end: what the admin list, the
 * CSV and the status filter say. A grant whose end passed reads expired even before the expiry
 * job marks it.
 */
export type Standing =
  | { kind: 'active'; endsAt: string | null }
  | { kind: 'expiring'; endsAt: string; daysLeft: number }
  | { kind: 'cancelled'; endsAt: string | null }
  | { kind: 'expired' | 'refunded' | 'ended' | 'never' };
export type StandingKind = Standing['kind'];

export function standingOf(status: AccessStatus, endsAt: Date | string | null, now = new Date()): Standing {
  const end = endsAt === null ? null : new Date(endsAt).toISOString();
  if (status === 'active' || status === 'cancelled') {
    if (!givesAccess(status, end, now)) return { kind: 'expired' };
    if (status === 'cancelled') return { kind: 'cancelled', endsAt: end };
    if (end === null) return { kind: 'active', endsAt: null };
    const daysLeft = daysRemaining(end, now);
    return daysLeft <= EXPIRY_WARNING_DAYS
      ? { kind: 'expiring', endsAt: end, daysLeft }
      : { kind: 'active', endsAt: end };
  }
  return { kind: status };
}

/** "5 dias", "1 dia". */
export const daysText = (days: number) => `${days} ${days === 1 ? 'dia' : 'dias'}`;

/** The admin's words for a standing (the user list, its CSV and its status filter). */
export function standingLabel(standing: Standing) {
  switch (standing.kind) {
    case 'active':
      return 'Ativa';
    case 'expiring':
      return `Vence em ${daysText(standing.daysLeft)}`;
    case 'cancelled':
      return standing.endsAt ? `Cancelada (acesso até ${formatDayMonth(standing.endsAt)})` : 'Cancelada';
    default:
      return STANDING_FILTER_LABELS[standing.kind];
  }
}

/** The admin list's status filter: one choice per standing. */
export const STANDING_FILTER_LABELS: Record<StandingKind, string> = {
  active: 'Ativa',
  expiring: 'Vence em até 7 dias',
  cancelled: 'Cancelada',
  expired: 'Expirada',
  refunded: 'Reembolsada',
  ended: 'Encerrada',
  never: 'Nunca assinou',
};
export const STANDING_KINDS = Object.keys(STANDING_FILTER_LABELS) as StandingKind[];

export const GRANT_SOURCE_LABELS: Record<GrantSource, string> = {
  manual: 'Manual',
  hotmart: 'Hotmart',
  kiwify: 'Kiwify',
};

/**
 * Where the signed-in member stands, the one answer every member screen shows: an expired or
 * cancelled member always sees a way back (Renovar); someone who never had a plan is invited to
 * choose one (docs/product.md#member-area). `subscription` is the member's deciding grant, of any status.
 */
export type PlanState =
  | { kind: 'admin' }
  | {
      kind: 'active';
      subscription: SubscriptionView;
      /** null: no end (lifetime). */
      daysLeft: number | null;
      expiringSoon: boolean;
      /** Cancelled at the end of its period: access to that date, no renewal. */
      cancelled: boolean;
    }
  | { kind: 'lapsed'; subscription: SubscriptionView }
  | { kind: 'never' };

export function planState(role: Role, subscription: SubscriptionView | null, now = new Date()): PlanState {
  if (role === 'admin') return { kind: 'admin' };
  if (!subscription) return { kind: 'never' };
  if (!isSubscriptionActive(subscription, now)) return { kind: 'lapsed', subscription };
  const daysLeft = subscription.expiresAt === null ? null : daysRemaining(subscription.expiresAt, now);
  return {
    kind: 'active',
    subscription,
    daysLeft,
    // The 7-day warning window, EXPIRY_WARNING_DAYS (a grant without an end never expires).
    expiringSoon: daysLeft !== null && daysLeft <= EXPIRY_WARNING_DAYS,
    cancelled: subscription.status === 'cancelled',
  };
}

/** A lapsed grant's word for the member (the plan is masculine: "plano expirado"). */
export function lapsedWord(subscription: SubscriptionView) {
  if (subscription.status === 'refunded') return 'Reembolsado';
  if (subscription.status === 'ended') return 'Encerrado';
  return 'Expirado';
}

export type PlanBadge = { label: string; variant: 'default' | 'secondary' | 'destructive' };

/**
 * The top bar's plan badge: Admin; Sem Plano (destructive) for a member who never had one; the plan,
 * secondary within 7 days of its end; a lapsed plan says so in the destructive style, as the
 * dashboard does.
 */
export function planBadge(role: Role, subscription: SubscriptionView | null, now = new Date()): PlanBadge {
  const state = planState(role, subscription, now);
  switch (state.kind) {
    case 'admin':
      return { label: 'Admin', variant: 'default' };
    case 'never':
      return { label: 'Sem Plano', variant: 'destructive' };
    case 'lapsed':
      return { label: lapsedWord(state.subscription), variant: 'destructive' };
    case 'active':
      return {
        label: PLAN_LABELS[state.subscription.plan],
        variant: state.expiringSoon ? 'secondary' : 'default',
      };
  }
}
