import { eventLabel } from '../../../../shared/payment-events';
import { OUTCOME_LABELS, PLATFORM_LABELS } from '../../../../shared/payments';
import { Badge } from '../../../../ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';
import { MemberLink } from '../../../components/member-link';
import { QueryState } from '../../../components/query-state';
import { useWebhookEvent } from '../api/webhook-events';
import { receivedAt } from './events-table';
import { OUTCOME_BADGES } from './payment-labels';

/** JSON indented for reading; a body that is not JSON (a refused one) as it came. */
function readable(payload: string) {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** One delivery opened: what it was, what became of it, and its payload as received. */
export function EventDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useWebhookEvent(id);
  const event = query.data?.event;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {event ? `${PLATFORM_LABELS[event.platform]} · ${eventLabel(event.eventType)}` : 'Evento'}
          </DialogTitle>
          <DialogDescription>
            {event ? `Recebido em ${receivedAt(event.receivedAt)}` : 'Detalhes da entrega.'}
          </DialogDescription>
        </DialogHeader>
        <QueryState query={query}>
          {({ event }) => (
            <>
              <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_1fr]">
                <dt className="text-muted-foreground">Resultado</dt>
                <dd>
                  <Badge variant={OUTCOME_BADGES[event.outcome]}>{OUTCOME_LABELS[event.outcome]}</Badge>{' '}
                  {event.detail}
                </dd>
                <dt className="text-muted-foreground">Evento</dt>
                <dd className="font-mono">{event.eventType}</dd>
                <dt className="text-muted-foreground">Comprador</dt>
                <dd className="break-all">
                  {event.buyerName ? `${event.buyerName} · ` : ''}
                  {event.email ?? '—'}
                  {event.userId && (
                    <>
                      {' · '}
                      <MemberLink userId={event.userId} className="text-primary">
                        Ver usuário
                      </MemberLink>
                    </>
                  )}
                </dd>
                <dt className="text-muted-foreground">Transação</dt>
                <dd className="break-all font-mono">{event.transactionId ?? '—'}</dd>
                <dt className="text-muted-foreground">Processado</dt>
                <dd>
                  {receivedAt(event.processedAt)} ({event.attempts} {event.attempts === 1 ? 'vez' : 'vezes'})
                </dd>
              </dl>
              <figure className="grid min-w-0 gap-2">
                <figcaption className="text-sm font-medium">Payload recebido</figcaption>
                {/* Wrapped, not scrolled: the dialog scrolls, and long lines stay readable at 360 px. */}
                <pre className="rounded-md border bg-muted/40 p-3 font-mono text-xs break-all whitespace-pre-wrap">
                  {readable(event.payload)}
                </pre>
              </figure>
            </>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
