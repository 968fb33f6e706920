import { Link } from 'react-router';
import { formatDate, formatPrice, formatTime } from '../../../../shared/format';
import { eventLabel } from '../../../../shared/payment-events';
import { OUTCOME_LABELS, PLATFORM_LABELS } from '../../../../shared/payments';
import { PLAN_LABELS } from '../../../../shared/plans';
import type {
  MemberChat,
  MemberCodeRequest,
  MemberPaymentEvent,
  MemberSessionRow,
  MemberTicket,
} from '../../../../shared/schemas/member-page';
import { TICKET_STATUS_LABELS } from '../../../../shared/schemas/support-tickets';
import { Badge } from '../../../../ui/badge';

// The member page's rows, stacked lines (no table: nothing overflows a phone).

const when = (at: string) => `${formatDate(at)} às ${formatTime(at)}`;
const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function PaymentEventList({ events }: { events: MemberPaymentEvent[] }) {
  return (
    <ul className="divide-y" aria-label="Eventos de pagamento">
      {events.map((event) => (
        <li key={event.id} className="grid gap-1 py-2 text-sm" data-testid="member-payment-event">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{eventLabel(event.eventType)}</span>
            <Badge variant="outline">{PLATFORM_LABELS[event.platform]}</Badge>
            <Badge variant={event.outcome === 'applied' ? 'success' : 'secondary'}>
              {OUTCOME_LABELS[event.outcome]}
            </Badge>
          </div>
          <p className="text-muted-foreground break-all">
            {[
              when(event.receivedAt),
              event.amount !== null ? formatPrice(event.amount) : null,
              event.plan ? PLAN_LABELS[event.plan] : null,
              event.transactionId,
              event.email,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-muted-foreground">{event.detail}</p>
          <Link
            className={`${linkClass} text-xs`}
            to={`/admin/integracoes?busca=${encodeURIComponent(event.transactionId ?? event.email ?? '')}`}
          >
            Abrir em Integrações
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SessionList({ sessions }: { sessions: MemberSessionRow[] }) {
  return (
    <ul className="divide-y" aria-label="Sessões">
      {sessions.map((session) => (
        <li key={session.id} className="grid gap-1 py-2 text-sm">
          <span className="font-medium">{session.device}</span>
          <span className="text-muted-foreground break-all">
            IP {session.ip ?? 'desconhecido'} · ativa em {when(session.lastActiveAt)} · entrou em{' '}
            {formatDate(session.signedInAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CodeRequestList({ requests }: { requests: MemberCodeRequest[] }) {
  return (
    <ul className="divide-y" aria-label="Pedidos de código">
      {requests.map((request) => (
        <li key={request.id} className="grid gap-1 py-2 text-sm">
          <span className="font-medium">{when(request.createdAt)}</span>
          <span className="text-muted-foreground break-all">
            IP {request.ip ?? 'desconhecido'} · {request.device}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TicketList({ tickets }: { tickets: MemberTicket[] }) {
  return (
    <ul className="divide-y" aria-label="Tickets">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="grid gap-1 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={ticket.status === 'resolved' ? 'outline' : 'secondary'}>
              {TICKET_STATUS_LABELS[ticket.status]}
            </Badge>
            <span className="text-muted-foreground">{when(ticket.createdAt)}</span>
          </div>
          <p className="break-words">{ticket.preview}</p>
          <Link
            className={`${linkClass} text-xs`}
            to={`/admin/tickets?ticket=${encodeURIComponent(ticket.id)}`}
          >
            Abrir ticket
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ChatList({ chats }: { chats: MemberChat[] }) {
  return (
    <ul className="divide-y" aria-label="Conversas com o assistente">
      {chats.map((chat) => (
        <li key={chat.chatId} className="grid gap-1 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{chat.assistant === 'tools' ? 'Ferramentas' : 'Geral'}</Badge>
            <span className="text-muted-foreground">
              {chat.messageCount} {chat.messageCount === 1 ? 'mensagem' : 'mensagens'} ·{' '}
              {when(chat.lastMessageAt)}
            </span>
            {chat.hasTicket && <Badge variant="secondary">Virou ticket</Badge>}
          </div>
          <p className="break-words">{chat.preview}</p>
          <Link
            className={`${linkClass} text-xs`}
            to={`/admin/logs-suporte?sessao=${encodeURIComponent(chat.chatId)}`}
          >
            Abrir conversa
          </Link>
        </li>
      ))}
    </ul>
  );
}
