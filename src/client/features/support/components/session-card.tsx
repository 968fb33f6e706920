import { MessagesSquare, Ticket } from 'lucide-react';
import { formatDate, formatTime } from '../../../../shared/format';
import type { SupportSessionSummary } from '../../../../shared/schemas/support';
import { shortSessionId } from '../../../../shared/support-chat';
import { Badge } from '../../../../ui/badge';
import { FallbackBadge } from './fallback-badge';
import { SupportMemberLabel } from './support-member-label';

export const ASSISTANT_LABELS = { general: 'Suporte geral', tools: 'Ferramentas' } as const;

/** SPEC §2 Logs do Suporte: one card per session; it opens the whole session. */
export function SessionCard({ session, onOpen }: { session: SupportSessionSummary; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full min-w-0 cursor-pointer gap-1 rounded-lg border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">Sessão …{shortSessionId(session.sessionId)}</span>
          <Badge variant="outline">{ASSISTANT_LABELS[session.assistant]}</Badge>
          {session.hasFallback && <FallbackBadge />}
          {session.hasTicket && (
            <Badge variant="secondary" className="gap-1">
              <Ticket className="size-3" aria-hidden />
              Ticket
            </Badge>
          )}
          <span className="ml-auto flex items-center gap-1 text-xs text-muted-foreground">
            <MessagesSquare className="size-3.5" aria-hidden />
            {session.messageCount} {session.messageCount === 1 ? 'mensagem' : 'mensagens'}
          </span>
        </span>
        <span className="flex min-w-0 text-sm">
          <SupportMemberLabel member={session.member} />
        </span>
        <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{session.preview}</span>
        <span className="text-xs text-muted-foreground">
          Última mensagem em {formatDate(session.lastMessageAt)} às {formatTime(session.lastMessageAt)}
        </span>
      </button>
    </li>
  );
}
