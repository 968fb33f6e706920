import { MessagesSquare, Ticket } from 'lucide-react';
import { formatDate, formatTime } from '../../../../shared/format';
import type { ChatSummary } from '../../../../shared/schemas/support';
import { shortChatId } from '../../../../shared/support-chat';
import { Badge } from '../../../../ui/badge';
import { FallbackBadge } from './chat-messages-view';
import { SupportMemberLabel } from './support-member-label';

export const ASSISTANT_LABELS = { general: 'Suporte geral', tools: 'Ferramentas' } as const;

/** Logs do Suporte: one card per chat; it opens the whole chat. */
export function ChatCard({ chat, onOpen }: { chat: ChatSummary; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full min-w-0 cursor-pointer gap-1 rounded-lg border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">Sessão …{shortChatId(chat.chatId)}</span>
          <Badge variant="outline">{ASSISTANT_LABELS[chat.assistant]}</Badge>
          {chat.hasFallback && <FallbackBadge />}
          {chat.hasTicket && (
            <Badge variant="secondary" className="gap-1">
              <Ticket className="size-3" aria-hidden />
              Ticket
            </Badge>
          )}
          <span className="ml-auto flex items-center gap-1 text-xs text-muted-foreground">
            <MessagesSquare className="size-3.5" aria-hidden />
            {chat.messageCount} {chat.messageCount === 1 ? 'mensagem' : 'mensagens'}
          </span>
        </span>
        <span className="flex min-w-0 text-sm">
          <SupportMemberLabel member={chat.member} />
        </span>
        <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{chat.preview}</span>
        <span className="text-xs text-muted-foreground">
          Última mensagem em {formatDate(chat.lastMessageAt)} às {formatTime(chat.lastMessageAt)}
        </span>
      </button>
    </li>
  );
}
