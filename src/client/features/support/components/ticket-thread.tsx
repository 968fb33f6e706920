import { formatDate, formatTime } from '../../../../shared/format';
import type { TicketMessageView } from '../../../../shared/schemas/support-tickets';
import { cn } from '../../../../ui/cn';

/**
 * Issue 18 §4: a ticket's thread under the assistant's conversation, oldest first. `own` is the
 * side drawn on the right: the member's messages for the member, the team's for an admin.
 */
export function TicketThread({ messages, own }: { messages: TicketMessageView[]; own: 'member' | 'admin' }) {
  if (messages.length === 0)
    return <p className="text-sm text-muted-foreground">Nenhuma resposta da equipe ainda.</p>;
  return (
    <ol className="grid gap-3" aria-label="Respostas">
      {messages.map((message) => (
        <li
          key={message.id}
          className={cn(
            'grid max-w-[85%] gap-1 rounded-lg border px-4 py-2 text-sm',
            message.author === own ? 'ml-auto bg-primary/10' : 'mr-auto bg-muted',
          )}
        >
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">{message.authorName}</span> ·{' '}
            {formatDate(message.createdAt)} às {formatTime(message.createdAt)}
          </p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
