import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { Pager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import { useResolveTicket, useTickets } from '../features/support/api/tickets';
import { TicketCard } from '../features/support/components/ticket-card';
import { TicketDialog } from '../features/support/components/ticket-dialog';
import { toast } from '../lib/toast-store';
import { useOpenParam } from '../lib/use-open-param';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Tickets de Suporte: pages of 10; a card opens the ticket (the chat's messages and the replies);
 * Resolvido while open.
 */
export function Component() {
  const [page, setPage] = useState(1);
  // ?ticket=<id> opens a ticket (linked from the member page).
  const { openId, open, close } = useOpenParam('ticket');
  const tickets = useTickets(page);
  const resolve = useResolveTicket();
  usePageTitle('Tickets de Suporte');

  const onResolve = (id: string) =>
    resolve.mutate(id, {
      // The dialog closes first: while it is open, everything outside it (the toast too) is hidden.
      onSuccess: () => {
        close();
        toast({ title: 'Ticket marcado como resolvido.', variant: 'success' });
      },
      onError: () =>
        toast({ title: 'Erro', description: 'Não foi possível resolver o ticket.', variant: 'destructive' }),
    });

  const data = tickets.data;
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Tickets de Suporte</h1>
        <p className="text-muted-foreground">
          Pedidos de atendimento humano e perguntas que o assistente não soube responder.
          {data && ` ${data.total} ${data.total === 1 ? 'ticket' : 'tickets'}.`}
        </p>
      </div>
      <QueryState query={tickets}>
        {({ items }) =>
          items.length > 0 ? (
            <ul className="grid grid-cols-1 gap-3" aria-label="Tickets">
              {items.map((ticket) => (
                <TicketCard
                  key={ticket.id}
                  ticket={ticket}
                  onOpen={() => open(ticket.id)}
                  onResolve={() => onResolve(ticket.id)}
                  resolving={resolve.isPending && resolve.variables === ticket.id}
                />
              ))}
            </ul>
          ) : (
            <EmptyState icon={Inbox}>Nenhum ticket por enquanto.</EmptyState>
          )
        }
      </QueryState>
      {data && data.pageCount > 1 && (
        <Pager page={data.page} pageCount={data.pageCount} onPage={setPage} label="Páginas de tickets" />
      )}
      <TicketDialog ticketId={openId} onClose={close} onResolve={onResolve} resolving={resolve.isPending} />
    </div>
  );
}
