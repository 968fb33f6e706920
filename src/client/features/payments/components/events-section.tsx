import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { EmptyState } from '../../../../ui/empty-state';
import { KeysetPager } from '../../../../ui/pager';
import { QueryState } from '../../../components/query-state';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useReprocessEvent, useWebhookEvents } from '../api/webhook-events';
import { EventDialog } from './event-dialog';
import { EventFilters, useEventFilter } from './event-filters';
import { EventsTable } from './events-table';

/**
 * Every delivery (docs/product.md#payments), paged, filterable and searchable, with Reprocessar.
 */
export function EventsSection() {
  const { setCursor, ...filters } = useEventFilter();
  const { filter } = filters;
  const list = useWebhookEvents(filter);
  const reprocess = useReprocessEvent();
  const [openId, setOpenId] = useState<string | null>(null);
  const titleId = useId();

  const onReprocess = (id: string) =>
    reprocess.mutate(id, {
      onSuccess: (result) =>
        toast({ title: result.message, description: result.event.detail, variant: 'success' }),
      onError: (error) => notifyError('Erro', error, 'Não foi possível reprocessar o evento.'),
    });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Eventos recebidos</CardTitle>
        <CardDescription>
          Cada entrega da Hotmart e da Kiwify, com o que ela fez. Busque pelo e-mail, nome ou transação do
          comprador. Reprocessar roda de novo um evento ignorado ou que falhou (por exemplo, depois de
          associar o produto a um plano); um pagamento nunca vale duas vezes.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <EventFilters {...filters} />
        <QueryState query={list}>
          {({ events }) =>
            events.length === 0 ? (
              <EmptyState
                icon={Inbox}
                hint={
                  filter.platform || filter.outcome || filter.payment || filter.busca
                    ? 'Tente outro filtro.'
                    : 'Os eventos aparecem aqui quando a Hotmart ou a Kiwify enviam o primeiro webhook.'
                }
              >
                Nenhum evento encontrado
              </EmptyState>
            ) : (
              <EventsTable
                events={events}
                busyId={reprocess.isPending ? (reprocess.variables ?? null) : null}
                onOpen={(event) => setOpenId(event.id)}
                onReprocess={(event) => onReprocess(event.id)}
              />
            )
          }
        </QueryState>
        {/* Outside the list: a page emptied since its cursor was taken still leads back. */}
        {list.data && (
          <KeysetPager
            prevCursor={list.data.prevCursor}
            nextCursor={list.data.nextCursor}
            onCursor={setCursor}
            label="Páginas de eventos"
          />
        )}
      </CardContent>
      <EventDialog id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
