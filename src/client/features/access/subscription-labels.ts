import { formatDate, formatDayMonth, formatPrice } from '../../../shared/format';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../shared/labels';
import { PLAN_LABELS } from '../../../shared/plans';
import {
  daysRemaining,
  daysText,
  givesAccess,
  lapsedWord,
  type PlanState,
  type SubscriptionView,
} from '../../../shared/subscription-rules';

type GrantWord = { word: string; tone: 'success' | 'secondary' | 'destructive' };

/**
 * The Plano tab: a grant's status in the member's words (the plan is masculine). A grant
 * still giving access is Ativo (with its days left when it has an end) or Cancelado with the day
 * access ends; any other is its lapsed word (Expirado, Reembolsado, Encerrado).
 */
export function grantWord(sub: SubscriptionView, now = new Date()): GrantWord {
  if (!givesAccess(sub.status, sub.expiresAt, now)) return { word: lapsedWord(sub), tone: 'destructive' };
  if (sub.status === 'cancelled')
    return {
      word: sub.expiresAt ? `Cancelado (acesso até ${formatDayMonth(sub.expiresAt)})` : 'Cancelado',
      tone: 'secondary',
    };
  if (sub.expiresAt === null) return { word: 'Ativo', tone: 'success' };
  return { word: `Ativo · ${daysText(daysRemaining(sub.expiresAt, now))}`, tone: 'success' };
}

// The dashboard's rules (docs/product.md#plans-and-access) over the shared plan state, so the
// cards, the badge and the Plano tab agree.
export function planLabel(state: PlanState) {
  switch (state.kind) {
    case 'admin':
      return { title: 'Admin', detail: 'Acesso total ao sistema' };
    case 'never':
      return { title: 'Sem Plano', detail: 'Nenhum plano ativo' };
    case 'lapsed':
      return { title: PLAN_LABELS[state.subscription.plan], detail: lapsedWord(state.subscription) };
    case 'active':
      return { title: PLAN_LABELS[state.subscription.plan], detail: formatPrice(state.subscription.price) };
  }
}

/** What ended a lapsed grant: a refund, an admin's Encerrar agora, or its end passing (marked or not yet). */
export const lapsedStatus = (sub: SubscriptionView) =>
  sub.status === 'refunded' || sub.status === 'ended' ? sub.status : 'expired';

/** A lapsed grant in the Validade card: the day it expired, or what ended it (a refund, Encerrar agora). */
function lapsedValidity(sub: SubscriptionView) {
  const status = lapsedStatus(sub);
  const detail = `Assinatura ${SUBSCRIPTION_STATUS_LABELS[status].toLowerCase()}`;
  if (status === 'expired' && sub.expiresAt) return { title: formatDate(sub.expiresAt), detail };
  return { title: 'Sem acesso', detail };
}

export function validityLabel(state: PlanState) {
  switch (state.kind) {
    case 'admin':
      return { title: 'Ilimitado', detail: 'Sem data de expiração' };
    case 'never':
      return { title: '—', detail: 'Nenhuma assinatura ativa' };
    case 'lapsed':
      return lapsedValidity(state.subscription);
    case 'active': {
      const end = state.subscription.expiresAt;
      if (end === null || state.daysLeft === null)
        return { title: 'Vitalício', detail: 'Acesso para sempre' };
      // Cancelled at the period's end: access to that day, and no renewal.
      if (state.cancelled)
        return { title: formatDate(end), detail: `Cancelada: acesso até ${formatDate(end)}` };
      return {
        title: formatDate(end),
        detail: `${daysText(state.daysLeft)} ${state.daysLeft === 1 ? 'restante' : 'restantes'}`,
      };
    }
  }
}

/** Ativo for admins and members with access, Inativo otherwise. */
export const statusLabel = (state: PlanState) =>
  state.kind === 'admin' || state.kind === 'active' ? 'Ativo' : 'Inativo';
