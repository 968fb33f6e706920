import { useEffect, useRef, useState } from 'react';
import type { Assistant, ChatMessage, CurrentChat } from '../../../../shared/schemas/support';
import { CHAT_TEXTS, chatContext, createChatId } from '../../../../shared/support-chat';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useCurrentChat, useSendChatMessage } from '../api/chat';

/** A message as the chat shows it (client side only): who wrote it, when, and a key for the list. */
export type ShownMessage = {
  id: number;
  type: 'bot' | 'user';
  content: string;
  timestamp: Date;
  /** Topics the assistant offers as buttons when it is unsure. */
  choices?: string[];
  /** The ticket the reply opened, added to, or points to. */
  ticketId?: string;
};

const toChatMessage = (message: ShownMessage): ChatMessage => ({
  role: message.type === 'user' ? 'user' : 'assistant',
  content: message.content,
});

const toShown = (messages: CurrentChat['messages'], firstId: number): ShownMessage[] =>
  messages.map((message, i) => ({
    id: firstId + i,
    type: message.role === 'user' ? 'user' : 'bot',
    content: message.content,
    timestamp: new Date(message.createdAt),
  }));

type ChatOptions = {
  /** A reply opened (or added to) a ticket: "Meus chamados" refreshes. */
  onTicket?: () => void;
};

/**
 * A support chat: sending adds the member's message and waits (typing dots, input and send
 * disabled); the reply is appended, or on failure a toast and the fixed apology. The member's
 * current chat comes back from the server after a reload and continues with the same id, unless
 * they already wrote before it arrived.
 */
export function useChat(assistant: Assistant, greeting: string, { onTicket }: ChatOptions = {}) {
  const [chatId, setChatId] = useState(() => createChatId());
  const [messages, setMessages] = useState<ShownMessage[]>(() => [
    { id: 1, type: 'bot', content: greeting, timestamp: new Date() },
  ]);
  const nextId = useRef(2);
  const send = useSendChatMessage(assistant);
  const current = useCurrentChat(assistant).data;

  useEffect(() => {
    if (!current?.sessionId || current.messages.length === 0 || nextId.current !== 2) return;
    const restored = toShown(current.messages, nextId.current);
    nextId.current += restored.length;
    setChatId(current.sessionId);
    setMessages((shown) => [...shown.slice(0, 1), ...restored]);
  }, [current]);

  const append = (type: ShownMessage['type'], content: string, extra: Partial<ShownMessage> = {}) => {
    const message = { id: nextId.current++, type, content, timestamp: new Date(), ...extra };
    setMessages((shown) => [...shown, message]);
    return message;
  };

  /** A blank message, or one sent while a reply is pending, is ignored. */
  const submit = (text: string) => {
    const content = text.trim();
    if (!content || send.isPending) return false;
    const question = append('user', content);
    const history = chatContext([...messages, question].map(toChatMessage));
    send.mutate(
      // The chat's id goes as `sessionId`, its wire name kept.
      { sessionId: chatId, messages: history },
      {
        onSuccess: ({ response, ticketOpened, choices, ticketId }) => {
          append('bot', response, { choices, ticketId });
          if (ticketOpened) onTicket?.();
        },
        onError: (error) => {
          // Past the member's chat limit, the server's words say how long to wait.
          const limit = error instanceof ApiError && error.status === 429 ? error.message : null;
          toast({ title: 'Erro', description: limit ?? CHAT_TEXTS.errorToast, variant: 'destructive' });
          append('bot', limit ?? CHAT_TEXTS.errorApology);
        },
      },
    );
    return true;
  };

  return { messages, waiting: send.isPending, submit };
}
