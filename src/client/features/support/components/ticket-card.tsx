import { CheckCircle2 } from 'lucide-react';
import { formatDate, formatTime } from '../../../../shared/format';
import type { TicketSummary } from '../../../../shared/schemas/support-tickets';
import { shortTicketId } from '../../../../shared/support-chat';
import { Button } from '../../../../ui/button';
import { cn } from '../../../../ui/cn';
import { SupportMemberLabel } from './support-member-label';
import { TicketStageBadge } from './ticket-status-badge';

type TicketCardProps = {
  ticket: TicketSummary;
  onOpen: () => void;
  onResolve: () => void;
  resolving: boolean;
};

/**
 * A ticket's card: it opens the ticket; Resolvido only while open (pending or answered); resolved
 * cards are green.
 */
export function TicketCard({ ticket, onOpen, onResolve, resolving }: TicketCardProps) {
  const open = ticket.status !== 'resolved';
  return (
    <li
      data-status={ticket.status}
      data-stage={ticket.stage}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-center',
        !open && 'border-success/40 bg-success/10',
      )}
    >
      <button type="button" onClick={onOpen} className="grid min-w-0 flex-1 cursor-pointer gap-1 text-left">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">#{shortTicketId(ticket.id)}</span>
          <TicketStageBadge stage={ticket.stage} />
          <span className="text-xs text-muted-foreground">
            {formatDate(ticket.createdAt)} às {formatTime(ticket.createdAt)}
          </span>
        </span>
        <span className="flex min-w-0 text-sm">
          <SupportMemberLabel member={ticket.member} />
        </span>
        <span className="font-medium [overflow-wrap:anywhere]">{ticket.subject}</span>
        {ticket.subject !== ticket.preview && (
          <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{ticket.preview}</span>
        )}
      </button>
      {open && (
        <Button size="sm" variant="outline" onClick={onResolve} disabled={resolving} className="shrink-0">
          <CheckCircle2 />
          Resolvido
        </Button>
      )}
    </li>
  );
}
