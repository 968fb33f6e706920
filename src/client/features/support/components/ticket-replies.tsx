import { formatDate, formatTime } from '../../../../shared/format';
import type { TicketReplyView } from '../../../../shared/schemas/support-tickets';
import { cn } from '../../../../ui/cn';

/**
 * A ticket's replies under the chat's messages, oldest first. `own` is the side drawn on the
 * right: the member's replies for the member, the team's for an admin.
 */
export function TicketReplies({ replies, own }: { replies: TicketReplyView[]; own: 'member' | 'admin' }) {
  if (replies.length === 0)
    return <p className="text-sm text-muted-foreground">Nenhuma resposta da equipe ainda.</p>;
  return (
    <ol className="grid gap-3" aria-label="Respostas">
      {replies.map((reply) => (
        <li
          key={reply.id}
          className={cn(
            'grid max-w-[85%] gap-1 rounded-lg border px-4 py-2 text-sm',
            reply.author === own ? 'ml-auto bg-primary/10' : 'mr-auto bg-muted',
          )}
        >
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">{reply.authorName}</span> ·{' '}
            {formatDate(reply.createdAt)} às {formatTime(reply.createdAt)}
          </p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}
