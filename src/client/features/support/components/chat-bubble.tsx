import { formatTime } from '../../../../shared/format';
import { cn } from '../../../../ui/cn';
import type { ShownMessage } from '../hooks/use-chat';
import { ChatText } from './chat-text';

/** The member's messages on the right, the assistant's on the left, each with HH:MM. */
export function ChatBubble({ message }: { message: ShownMessage }) {
  const mine = message.type === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-author={message.type}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm shadow-sm',
          mine
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">
          {mine ? message.content : <ChatText text={message.content} />}
        </p>
        <time
          dateTime={message.timestamp.toISOString()}
          className={cn(
            'mt-1 block text-right text-[11px]',
            mine ? 'text-primary-foreground/80' : 'text-muted-foreground',
          )}
        >
          {formatTime(message.timestamp)}
        </time>
      </div>
    </li>
  );
}

/** Three bouncing dots while the reply is on its way. */
export function TypingIndicator() {
  return (
    <li className="flex justify-start" data-testid="typing-indicator">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3" role="status">
        <span className="sr-only">Digitando...</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
