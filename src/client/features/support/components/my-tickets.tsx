import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatTime } from '../../../../shared/format';
import { shortTicketId } from '../../../../shared/support-chat';
import { EmptyState } from '../../../../ui/empty-state';
import { Pager } from '../../../../ui/pager';
import { QueryState } from '../../../components/query-state';
import { useMyTickets } from '../api/my-tickets';
import { MyTicketDialog } from './my-ticket-dialog';
import { TicketStatusBadge } from './ticket-status-badge';

/** The mail's link: /suporte?chamado=<id> opens that ticket. */
const TICKET_PARAM = 'chamado';

/**
 * "Meus chamados": the member's tickets with their status, latest activity first; one opens to
 * its replies, where the member replies back.
 */
export function MyTickets() {
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const openId = params.get(TICKET_PARAM);
  const tickets = useMyTickets(page);
  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(TICKET_PARAM, id);
        else next.delete(TICKET_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="grid gap-3" aria-labelledby="my-tickets-title" id="meus-chamados">
      <h2 id="my-tickets-title" className="text-xl font-semibold tracking-tight">
        Meus chamados
      </h2>
      <QueryState query={tickets}>
        {({ items, page: shown, pageCount }) =>
          items.length > 0 ? (
            <>
              <ul className="grid gap-2" aria-label="Meus chamados">
                {items.map((ticket) => (
                  <li key={ticket.id}>
                    <button
                      type="button"
                      onClick={() => open(ticket.id)}
                      className="grid w-full cursor-pointer gap-1 rounded-lg border bg-card p-4 text-left shadow-sm hover:bg-accent"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-mono text-sm font-semibold">#{shortTicketId(ticket.id)}</span>
                        <TicketStatusBadge status={ticket.status} />
                        <span className="text-xs text-muted-foreground">
                          atualizado em {formatDate(ticket.updatedAt)} às {formatTime(ticket.updatedAt)}
                        </span>
                      </span>
                      <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                        {ticket.preview}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {pageCount > 1 && (
                <Pager page={shown} pageCount={pageCount} onPage={setPage} label="Páginas de chamados" />
              )}
            </>
          ) : (
            <EmptyState icon={Inbox} hint="Quando o assistente abrir um chamado para você, ele aparece aqui.">
              Você ainda não tem chamados.
            </EmptyState>
          )
        }
      </QueryState>
      <MyTicketDialog ticketId={openId} onClose={() => open(null)} />
    </section>
  );
}
