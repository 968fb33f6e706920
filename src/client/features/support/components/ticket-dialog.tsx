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
import { useNoteOnTicket, useReplyToTicket, useTicket } from '../api/tickets';
import { ChatMessagesView } from './chat-messages-view';
import { SupportMemberLabel } from './support-member-label';
import { TicketReplies, TicketReplyForm } from './ticket-replies';

type TicketDialogProps = {
  ticketId: string | null;
  onClose: () => void;
  onResolve: (id: string) => void;
  resolving: boolean;
};

/**
 * A ticket: the chat's messages it was opened with, its replies and internal notes under them,
 * the admin's reply form (the member is e-mailed), the internal note form, and Resolvido while it
 * is open.
 */
export function TicketDialog({ ticketId, onClose, onResolve, resolving }: TicketDialogProps) {
  const query = useTicket(ticketId);
  const reply = useReplyToTicket();
  const note = useNoteOnTicket();
  const ticket = query.data?.ticket;
  // A toast, beside the dialog's error state with its retry.
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
              <ChatMessagesView pairs={ticket.chatMessages} />
              <section className="grid gap-3" aria-label="Respostas">
                <p className="text-sm font-semibold">Respostas</p>
                <TicketReplies replies={ticket.replies} own="admin" />
                {ticket.status !== 'resolved' && !ticket.member && (
                  <p className="text-sm text-muted-foreground">
                    Aberto por um visitante, sem conta: não há a quem enviar uma resposta.
                  </p>
                )}
                {ticket.status !== 'resolved' && ticket.member && (
                  <TicketReplyForm
                    ticketId={ticket.id}
                    mutation={reply}
                    label="Responder ao membro"
                    hint="O membro recebe a resposta por email e a vê em Meus chamados, no Suporte."
                    errorTitle="Não foi possível enviar a resposta."
                  />
                )}
                <TicketReplyForm
                  ticketId={ticket.id}
                  mutation={note}
                  label="Nota interna"
                  hint="Só a equipe vê: o membro não recebe e-mail nem a vê em Meus chamados."
                  errorTitle="Não foi possível salvar a nota."
                  submit={{ idle: 'Salvar nota', busy: 'Salvando...' }}
                />
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
