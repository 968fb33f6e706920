import { formatDate, formatTime } from '../../../../shared/format';
import type { ConversationEntry } from '../../../../shared/schemas/support';
import { ChatText } from './chat-text';
import { FallbackBadge } from './fallback-badge';

/** A logged conversation for the admin: each question and its answer, oldest first. */
export function ConversationView({ entries }: { entries: ConversationEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma mensagem.</p>;
  return (
    <ol className="grid gap-4" aria-label="Conversa">
      {entries.map((entry) => (
        <li key={`${entry.createdAt}-${entry.userMessage}`} className="grid gap-2">
          <p className="text-center text-xs text-muted-foreground">
            {formatDate(entry.createdAt)} às {formatTime(entry.createdAt)}
          </p>
          <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground">
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{entry.userMessage}</p>
          </div>
          <div className="mr-auto max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-4 py-2 text-sm">
            {entry.replySource === 'fallback' && <FallbackBadge />}
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">
              <ChatText text={entry.assistantMessage} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
