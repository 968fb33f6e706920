import { Headset, SendHorizontal, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../../../shared/format';
import type { GuardSubject } from '../../../../shared/routes';
import { CHAT_MESSAGE_MAX, CHAT_TEXTS } from '../../../../shared/support-chat';
import { memberTicketPath, TEAM_BUTTON, TEAM_REQUEST } from '../../../../shared/support-links';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card, CardHeader, CardTitle } from '../../../../ui/card';
import { cn } from '../../../../ui/cn';
import { Input } from '../../../../ui/input';
import type { ShownMessage, useChat } from '../hooks/use-chat';
import { type ChatActions, ChatText } from './chat-text';

type SupportChatProps = {
  chat: ReturnType<typeof useChat>;
  /** Who reads: the pages their guards allow are links in the replies. */
  viewer: GuardSubject;
  agentName: string;
  /** /suporte's is 700 px; /suporte/ferramentas's grows with the chat. */
  heightPx: number;
};

/** The support chat card: agent, Online badge, messages, typing dots, input and send. */
export function SupportChat({ chat, viewer, agentName, heightPx }: SupportChatProps) {
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const { messages, waiting, submit } = chat;
  const actions: ChatActions = { onTeam: () => submit(TEAM_REQUEST), viewer };

  // The newest message stays in view (the list scrolls, the page does not jump).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message arrives or the dots show.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length, waiting]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit(draft)) setDraft('');
  };

  return (
    <Card className="flex flex-col overflow-hidden" style={{ height: heightPx }} data-testid="support-chat">
      <CardHeader className="flex-row items-center gap-3 border-b p-4">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Headset className="size-5" aria-hidden />
        </span>
        <div className="grid gap-0.5">
          <CardTitle className="text-base">{agentName}</CardTitle>
          <p className="text-xs text-muted-foreground">Suporte técnico</p>
        </div>
        <Badge variant="success" className="ml-auto gap-1.5">
          <span className="size-1.5 rounded-full bg-current" aria-hidden />
          {CHAT_TEXTS.online}
        </Badge>
      </CardHeader>
      <ol
        ref={list}
        className="flex flex-1 flex-col gap-3 overflow-y-auto p-4"
        aria-label="Mensagens"
        aria-live="polite"
      >
        {messages.map((message, i) => (
          <ChatBubble
            key={message.id}
            message={message}
            actions={actions}
            // Only the latest reply's choices are offered: older ones were answered.
            choices={i === messages.length - 1 && !waiting ? message.choices : undefined}
            onChoice={(choice) => submit(choice === TEAM_BUTTON ? TEAM_REQUEST : choice)}
          />
        ))}
        {waiting && <TypingIndicator />}
      </ol>
      <div className="grid gap-2 border-t p-3">
        <form onSubmit={onSubmit} className="flex gap-2">
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={CHAT_TEXTS.placeholder}
            aria-label="Mensagem"
            maxLength={CHAT_MESSAGE_MAX}
            disabled={waiting}
            autoComplete="off"
          />
          <Button
            type="submit"
            size="icon"
            disabled={waiting || draft.trim() === ''}
            aria-label="Enviar mensagem"
          >
            <SendHorizontal />
          </Button>
        </form>
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground"
          disabled={waiting}
          onClick={() => submit(CHAT_TEXTS.humanRequest)}
        >
          <UserRound />
          {CHAT_TEXTS.humanButton}
        </Button>
      </div>
    </Card>
  );
}

type ChatBubbleProps = {
  message: ShownMessage;
  actions: ChatActions;
  choices?: string[];
  onChoice: (choice: string) => void;
};

/**
 * The member's messages on the right, the assistant's on the left, each with HH:MM; under the
 * latest reply, the topics it offers as buttons, and the ticket it opened or points to.
 */
export function ChatBubble({ message, actions, choices, onChoice }: ChatBubbleProps) {
  const mine = message.type === 'user';
  return (
    <li className={cn('flex flex-col gap-2', mine ? 'items-end' : 'items-start')} data-author={message.type}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm shadow-sm',
          mine
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">
          {mine ? message.content : <ChatText text={message.content} actions={actions} />}
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
      {choices && choices.length > 0 && (
        <ul className="flex max-w-[85%] flex-wrap gap-2" aria-label="Assuntos sugeridos">
          {choices.map((choice) => (
            <li key={choice}>
              <Button variant="outline" size="sm" onClick={() => onChoice(choice)}>
                {choice === TEAM_BUTTON && <UserRound />}
                {choice}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {message.ticketId && (
        <Link
          to={memberTicketPath(message.ticketId)}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Ver o chamado em Meus chamados
        </Link>
      )}
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
