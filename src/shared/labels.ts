import type { Role, SubscriptionStatus } from './constants';
import type { KnowledgeAudience } from './schemas/support';

// pt-BR names of stored codes, for the admin screens and the CSV export alike.
export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrador', user: 'Usuário' };

/** A grant's status: the dialog's choices, its history and the audit trail. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  cancelled: 'Cancelada ao fim do período',
  ended: 'Encerrada',
  refunded: 'Reembolsada',
  expired: 'Expirada',
};

/** A knowledge article's audience: the "Público" select and the article list. */
export const KNOWLEDGE_AUDIENCE_LABELS: Record<KnowledgeAudience, string> = {
  visitors: 'Visitantes',
  members: 'Membros',
  subscribers: 'Assinantes',
};
