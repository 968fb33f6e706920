import { Inbox } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { Pager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import { type TicketFilters, useResolveTicket, useTickets } from '../features/support/api/tickets';
import { TicketCard } from '../features/support/components/ticket-card';
import { TicketDialog } from '../features/support/components/ticket-dialog';
import { TicketFiltersBar } from '../features/support/components/ticket-filters';
import { toast } from '../lib/toast-store';
import { useOpenParam } from '../lib/use-open-param';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Tickets de Suporte: pages of 10, the longest waiting first, filtered by status, age and words; a
 * card opens the ticket (the chat's messages and the replies); Resolvido while open.
 */
export function Component() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<TicketFilters>({});
  // The search waits for the admin to stop typing before it asks the server.
  const filtersAsked = useDeferredValue(filters);
  const changeFilters = (next: TicketFilters) => {
    setFilters(next);
    setPage(1);
  };
  // ?ticket=<id> opens a ticket (linked from the member page).
  const { openId, open, close } = useOpenParam('ticket');
  const tickets = useTickets(page, filtersAsked);
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
      <TicketFiltersBar filters={filters} onChange={changeFilters} />
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
            <EmptyState icon={Inbox}>
              {filters.stage || filters.age || filters.q
                ? 'Nenhum ticket com esses filtros.'
                : 'Nenhum ticket por enquanto.'}
            </EmptyState>
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
