import { FileJson, RotateCw } from 'lucide-react';
import { formatDate, formatPrice, formatTime } from '../../../../shared/format';
import { canReprocess, eventLabel } from '../../../../shared/payment-events';
import { OUTCOME_LABELS, PLATFORM_LABELS, type WebhookEventSummary } from '../../../../shared/payments';
import { PLAN_LABELS } from '../../../../shared/plans';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { ActionsCell, AdminTable } from '../../../components/admin-table';
import { MemberLink } from '../../../components/member-link';
import { OUTCOME_BADGES } from './payment-labels';

const COLUMNS = ['Recebido', 'Evento', 'Comprador', 'Valor', 'Produto', 'Plano', 'Resultado'];

type EventsTableProps = {
  events: WebhookEventSummary[];
  busyId: string | null;
  onOpen: (event: WebhookEventSummary) => void;
  onReprocess: (event: WebhookEventSummary) => void;
};

export const receivedAt = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/**
 * Every delivery by its pt-BR name, with the buyer, what they paid for
 * (amount, product, the plan it maps to) and its outcome; one opens its payload; Reprocessar only where running it can change something.
 */
export function EventsTable({ events, busyId, onOpen, onReprocess }: EventsTableProps) {
  return (
    <AdminTable columns={COLUMNS} caption="Eventos recebidos" minWidth="sm:min-w-[64rem]">
      {events.map((event) => (
        <tr key={event.id} className="border-b align-top last:border-0" data-testid="webhook-event">
          <td className="px-4 py-3 whitespace-nowrap" data-label="Recebido">
            {receivedAt(event.receivedAt)}
          </td>
          {/* The platform under the event's name, and the outcome's detail under its badge: a
                  table that fits beside the menu without scrolling sideways on a laptop. */}
          <th scope="row" className="px-4 py-3 text-left font-normal">
            <span className="block font-medium" title={event.eventType}>
              {eventLabel(event.eventType)}
            </span>
            <span className="text-muted-foreground">{PLATFORM_LABELS[event.platform]}</span>
          </th>
          <td className="max-w-56 px-4 py-3" data-label="Comprador">
            {event.buyerName && <span className="block">{event.buyerName}</span>}
            {event.userId ? (
              <MemberLink userId={event.userId} className="block break-all text-primary">
                {event.email ?? 'Ver usuário'}
              </MemberLink>
            ) : (
              <span className="block break-all text-muted-foreground">{event.email ?? '—'}</span>
            )}
            {event.transactionId && (
              <span className="block font-mono text-xs text-muted-foreground">{event.transactionId}</span>
            )}
          </td>
          {/* Amount through Intl (BRL); a dash where the body states nothing. */}
          <td className="px-4 py-3 whitespace-nowrap" data-label="Valor">
            {event.amount === null ? '—' : formatPrice(event.amount)}
          </td>
          <td className="max-w-32 px-4 py-3 font-mono text-xs break-all" data-label="Produto">
            {event.productId ?? '—'}
          </td>
          <td className="px-4 py-3" data-label="Plano">
            {event.plan ? PLAN_LABELS[event.plan] : '—'}
          </td>
          <td className="px-4 py-3 sm:min-w-56" data-label="Resultado">
            <Badge variant={OUTCOME_BADGES[event.outcome]}>{OUTCOME_LABELS[event.outcome]}</Badge>
            <p className="mt-1 text-muted-foreground">{event.detail}</p>
          </td>
          <ActionsCell wrap>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onOpen(event)}
              aria-label={`Ver ${eventLabel(event.eventType)} de ${receivedAt(event.receivedAt)}`}
            >
              <FileJson aria-hidden />
              Ver
            </Button>
            {canReprocess(event) && (
              <Button
                variant="outline"
                size="sm"
                disabled={busyId === event.id}
                onClick={() => onReprocess(event)}
              >
                <RotateCw aria-hidden />
                {busyId === event.id ? 'Reprocessando...' : 'Reprocessar'}
              </Button>
            )}
          </ActionsCell>
        </tr>
      ))}
    </AdminTable>
  );
}
