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
import { useReplyToTicket } from '../api/reply-to-ticket';
import { ConversationView } from './conversation-view';
import { SupportMemberLabel } from './support-member-label';
import { TicketMessageForm } from './ticket-message-form';
import { TicketThread } from './ticket-thread';

type TicketDialogProps = {
  ticketId: string | null;
  onClose: () => void;
  onResolve: (id: string) => void;
  resolving: boolean;
};

/**
 * SPEC §2: the ticket's whole conversation; Resolvido while it is open. Issue 18 §4: the thread
 * of replies under it, and the admin's reply form (the member is e-mailed).
 */
export function TicketDialog({ ticketId, onClose, onResolve, resolving }: TicketDialogProps) {
  const query = useTicket(ticketId);
  const reply = useReplyToTicket();
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
                <SupportMemberLabel member={ticket.member} link />
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
          {({ ticket }) => (
            <div className="grid gap-6">
              <ConversationView entries={ticket.conversation} />
              <section className="grid gap-3" aria-label="Respostas">
                <p className="text-sm font-semibold">Respostas</p>
                <TicketThread messages={ticket.messages} own="admin" />
                {ticket.status !== 'resolved' && !ticket.member && (
                  <p className="text-sm text-muted-foreground">
                    Aberto por um visitante, sem conta: não há a quem enviar uma resposta.
                  </p>
                )}
                {ticket.status !== 'resolved' && ticket.member && (
                  <TicketMessageForm
                    ticketId={ticket.id}
                    mutation={reply}
                    label="Responder ao membro"
                    hint="O membro recebe a resposta por email e a vê em Meus chamados, no Suporte."
                    errorTitle="Não foi possível enviar a resposta."
                  />
                )}
              </section>
            </div>
          )}
        </QueryState>
        {ticket && ticket.status !== 'resolved' && (
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
