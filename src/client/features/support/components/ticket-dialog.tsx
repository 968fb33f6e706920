import { CheckCircle2 } from 'lucide-react';
import { formatDate, formatTime } from '../../../../shared/format';
import { shortTicketId } from '../../../../shared/support-chat';
import { Button } from '../../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../ui/dialog';
import { QueryState } from '../../../components/query-state';
import { useLoadErrorToast } from '../../../lib/list-effects';
import { useTicket } from '../api/get-ticket';
import { ConversationView } from './conversation-view';
import { SupportMemberLabel } from './support-member-label';

type TicketDialogProps = {
  ticketId: string | null;
  onClose: () => void;
  onResolve: (id: string) => void;
  resolving: boolean;
};

/** SPEC §2: the ticket's whole conversation; Resolvido while it is pending. */
export function TicketDialog({ ticketId, onClose, onResolve, resolving }: TicketDialogProps) {
  const query = useTicket(ticketId);
  const ticket = query.data?.ticket;
  // SPEC §8's toast, beside the dialog's error state with its retry (issue 19 §3).
  useLoadErrorToast(query.isError, 'Não foi possível carregar o histórico da conversa.');

  return (
    <Dialog open={ticketId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Ticket #{ticketId ? shortTicketId(ticketId) : ''}</DialogTitle>
          <DialogDescription>
            {ticket ? (
              <span className="flex flex-wrap gap-x-2">
                <SupportMemberLabel member={ticket.member} />
                <span>
                  · aberto em {formatDate(ticket.createdAt)} às {formatTime(ticket.createdAt)}
                </span>
                {ticket.resolvedAt && (
                  <span>
                    · resolvido em {formatDate(ticket.resolvedAt)} às {formatTime(ticket.resolvedAt)}
                  </span>
                )}
              </span>
            ) : query.isError ? (
              ''
            ) : (
              'Carregando a conversa...'
            )}
          </DialogDescription>
        </DialogHeader>
        <QueryState query={query}>
          {(data) => <ConversationView entries={data.ticket.conversation} />}
        </QueryState>
        {ticket?.status === 'pending' && (
          <DialogFooter>
            <Button onClick={() => onResolve(ticket.id)} disabled={resolving}>
              <CheckCircle2 />
              Resolvido
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
