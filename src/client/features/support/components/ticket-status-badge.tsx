import {
  TICKET_STAGE_LABELS,
  TICKET_STATUS_LABELS,
  type TicketStage,
  type TicketStatus,
} from '../../../../shared/schemas/support-tickets';
import { Badge, type BadgeProps } from '../../../../ui/badge';

const VARIANTS: Record<TicketStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  answered: 'default',
  resolved: 'success',
};

/** Pendente (the team owes a reply), Respondido (the member may reply back), Resolvido. */
export const TicketStatusBadge = ({ status }: { status: TicketStatus }) => (
  <Badge variant={VARIANTS[status]}>{TICKET_STATUS_LABELS[status]}</Badge>
);

const STAGE_VARIANTS: Record<TicketStage, BadgeProps['variant']> = {
  new: 'secondary',
  waiting: 'warning',
  answered: 'default',
  resolved: 'success',
};

/** The helpdesk's four: Novo, Aguardando equipe (the member wrote back), Respondido, Resolvido. */
export const TicketStageBadge = ({ stage }: { stage: TicketStage }) => (
  <Badge variant={STAGE_VARIANTS[stage]}>{TICKET_STAGE_LABELS[stage]}</Badge>
);
