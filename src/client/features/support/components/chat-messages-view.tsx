import { CloudOff } from 'lucide-react';
import { formatDate, formatTime } from '../../../../shared/format';
import type { ChatMessagePair } from '../../../../shared/schemas/support';
import { Badge } from '../../../../ui/badge';
import { ChatText } from './chat-text';

/** In the admin's logs, an answer the offline assistant gave because the API failed. */
export const FallbackBadge = () => (
  <Badge
    variant="outline"
    className="mb-1 gap-1 border-destructive text-destructive"
    title="A API configurada falhou; o assistente offline respondeu."
  >
    <CloudOff className="size-3" aria-hidden />
    Resposta offline (falha da API)
  </Badge>
);

/** A chat's messages for the admin, or a ticket's copy of them: each question and its answer, oldest first. */
export function ChatMessagesView({ pairs }: { pairs: ChatMessagePair[] }) {
  if (pairs.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma mensagem.</p>;
  return (
    <ol className="grid gap-4" aria-label="Conversa">
      {pairs.map((pair) => (
        <li key={`${pair.createdAt}-${pair.userMessage}`} className="grid gap-2">
          <p className="text-center text-xs text-muted-foreground">
            {formatDate(pair.createdAt)} às {formatTime(pair.createdAt)}
          </p>
          <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground">
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{pair.userMessage}</p>
          </div>
          <div className="mr-auto max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-4 py-2 text-sm">
            {pair.replySource === 'fallback' && <FallbackBadge />}
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">
              <ChatText text={pair.assistantMessage} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
