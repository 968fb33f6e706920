import type { Role, SubscriptionStatus } from './constants';

// pt-BR names of stored codes, for the admin screens and the CSV export alike.
export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrador', user: 'Usuário' };

/** A grant's status (issue 17): the dialog's choices, its history and the audit trail. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  cancelled: 'Cancelada ao fim do período',
  ended: 'Encerrada',
  refunded: 'Reembolsada',
  expired: 'Expirada',
};
