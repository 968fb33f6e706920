import { Headset, SendHorizontal, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX, CHAT_TEXTS } from '../../../../shared/support-chat';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card, CardHeader, CardTitle } from '../../../../ui/card';
import { Input } from '../../../../ui/input';
import type { useChat } from '../hooks/use-chat';
import { ChatBubble, TypingIndicator } from './chat-bubble';

type SupportChatProps = {
  chat: ReturnType<typeof useChat>;
  agentName: string;
  /** /suporte's is 700 px; /suporte/ferramentas's grows with the chat. */
  heightPx: number;
};

/** The support chat card: agent, Online badge, messages, typing dots, input and send. */
export function SupportChat({ chat, agentName, heightPx }: SupportChatProps) {
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const { messages, waiting, submit } = chat;

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
        {messages.map((message) => (
          <ChatBubble key={message.id} message={message} />
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
