import { formatDate, formatPrice } from '../../../shared/format';
import { PLAN_LABELS } from '../../../shared/plans';
import {
  daysText,
  isSubscriptionActive,
  type PlanState,
  type SubscriptionView,
} from '../../../shared/subscription-rules';

/** SPEC §4 Plano tab words for a row's status; a lapsed "active" row reads Expirado. */
export function statusWord(sub: SubscriptionView) {
  if (sub.status === 'cancelled') return 'Cancelado';
  return isSubscriptionActive(sub) ? 'Ativo' : 'Expirado';
}

// SPEC §4 dashboard rules over the shared plan state, so the cards and the Plano tab agree.
export function planLabel(state: PlanState) {
  switch (state.kind) {
    case 'admin':
      return { title: 'Admin', detail: 'Acesso total ao sistema' };
    case 'never':
      return { title: 'Sem Plano', detail: 'Nenhum plano ativo' };
    case 'lapsed':
      return { title: PLAN_LABELS[state.subscription.plan], detail: statusWord(state.subscription) };
    case 'active':
      return { title: PLAN_LABELS[state.subscription.plan], detail: formatPrice(state.subscription.price) };
  }
}

export function validityLabel(state: PlanState) {
  switch (state.kind) {
    case 'admin':
      return { title: 'Ilimitado', detail: 'Sem data de expiração' };
    case 'never':
      return { title: '—', detail: 'Nenhuma assinatura ativa' };
    case 'lapsed':
      return {
        title: formatDate(state.subscription.expiresAt),
        detail: state.subscription.status === 'cancelled' ? 'Assinatura cancelada' : 'Assinatura expirada',
      };
    case 'active':
      if (state.subscription.plan === 'vitalicio')
        return { title: 'Vitalício', detail: 'Acesso para sempre' };
      return {
        title: formatDate(state.subscription.expiresAt),
        detail: `${daysText(state.daysLeft)} ${state.daysLeft === 1 ? 'restante' : 'restantes'}`,
      };
  }
}

/** SPEC §4: Ativo for admins and active plans, Inativo otherwise. */
export const statusLabel = (state: PlanState) =>
  state.kind === 'admin' || state.kind === 'active' ? 'Ativo' : 'Inativo';
