import { TICKET_STATUS_LABELS, type TicketStatus } from '../../../../shared/schemas/support-tickets';
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
