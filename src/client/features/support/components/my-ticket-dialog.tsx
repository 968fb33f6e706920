import { formatDate, formatTime } from '../../../../shared/format';
import { shortTicketId } from '../../../../shared/support-chat';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';
import { QueryState } from '../../../components/query-state';
import { useMyTicket, useReplyToMyTicket } from '../api/my-tickets';
import { ChatMessagesView } from './chat-messages-view';
import { TicketReplies, TicketReplyForm } from './ticket-replies';
import { TicketStatusBadge } from './ticket-status-badge';

/** One of the member's tickets: the chat it came from, the replies, and a reply form. */
export function MyTicketDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const query = useMyTicket(ticketId);
  const reply = useReplyToMyTicket();
  return (
    <Dialog open={ticketId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Chamado #{ticketId ? shortTicketId(ticketId) : ''}</DialogTitle>
          <DialogDescription>
            {query.data
              ? `Aberto em ${formatDate(query.data.ticket.createdAt)} às ${formatTime(query.data.ticket.createdAt)}.`
              : 'A conversa e as respostas da equipe.'}
          </DialogDescription>
        </DialogHeader>
        <QueryState query={query}>
          {({ ticket }) => (
            <div className="grid gap-6">
              <p className="flex items-center gap-2 text-sm">
                Situação: <TicketStatusBadge status={ticket.status} />
              </p>
              <section className="grid gap-3" aria-label="Conversa com o assistente">
                <p className="text-sm font-semibold">Conversa com o assistente</p>
                <ChatMessagesView pairs={ticket.chatMessages} />
              </section>
              <section className="grid gap-3" aria-label="Respostas da equipe">
                <p className="text-sm font-semibold">Respostas da equipe</p>
                <TicketReplies replies={ticket.replies} own="member" />
                {ticket.status === 'resolved' ? (
                  <p className="text-sm text-muted-foreground">
                    Este chamado foi resolvido. Se precisar de mais ajuda, escreva no chat.
                  </p>
                ) : (
                  <TicketReplyForm
                    ticketId={ticket.id}
                    mutation={reply}
                    label="Sua resposta"
                    hint="A equipe vê a sua resposta aqui e responde por email e em Meus chamados."
                    errorTitle="Não foi possível enviar a sua resposta."
                  />
                )}
              </section>
            </div>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
