import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
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
import { Spinner } from '../../../../ui/spinner';
import { toast } from '../../../lib/toast-store';
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
  const { data, isError, isPending } = useTicket(ticketId);
  const ticket = data?.ticket;
  useEffect(() => {
    if (isError) {
      toast({
        title: 'Erro',
        description: 'Não foi possível carregar o histórico da conversa.',
        variant: 'destructive',
      });
      onClose();
    }
  }, [isError, onClose]);

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
            ) : (
              'Carregando a conversa...'
            )}
          </DialogDescription>
        </DialogHeader>
        {isPending ? <Spinner /> : ticket && <ConversationView entries={ticket.conversation} />}
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
