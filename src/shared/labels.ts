import type { Role, SubscriptionStatus } from './constants';

// pt-BR names of stored codes, for the admin screens and the CSV export alike.
export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrador', user: 'Usuário' };

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  expired: 'Expirada',
  cancelled: 'Cancelada',
};
