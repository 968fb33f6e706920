import type { Role } from '../../../shared/constants';
import { formatDate, formatPrice } from '../../../shared/format';
import { PLAN_LABELS } from '../../../shared/plans';
import { daysRemaining, type SubscriptionView } from '../../../shared/subscription-rules';

// SPEC §4 dashboard rules, as plain functions the cards and tests share.
export function planLabel(role: Role, sub: SubscriptionView | null) {
  if (role === 'admin') return { title: 'Admin', detail: 'Acesso total ao sistema' };
  if (!sub) return { title: 'Sem Plano', detail: 'Nenhum plano ativo' };
  return { title: PLAN_LABELS[sub.plan], detail: formatPrice(sub.price) };
}

export function validityLabel(role: Role, sub: SubscriptionView | null) {
  if (role === 'admin') return { title: 'Ilimitado', detail: 'Sem data de expiração' };
  if (!sub) return { title: '—', detail: 'Nenhuma assinatura ativa' };
  if (sub.plan === 'vitalicio') return { title: 'Vitalício', detail: 'Acesso para sempre' };
  const days = daysRemaining(sub.expiresAt);
  return {
    title: formatDate(sub.expiresAt),
    detail: `${days} ${days === 1 ? 'dia restante' : 'dias restantes'}`,
  };
}

export function statusLabel(role: Role, sub: SubscriptionView | null) {
  return role === 'admin' || sub?.status === 'active' ? 'Ativo' : 'Inativo';
}
